import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Reference instants in several years, so a range that leans on the year of `now` cannot pass by accident. */
const NOWS = ['2019-02-10T08:00:00Z', '2024-06-15T12:00:00Z', '2026-11-22T23:30:00Z', '2031-01-03T00:00:00Z'];
const tfAt = (prompt: string, now: string) => analyze(prompt, {}, { now: new Date(now) }).analysis.timeFrame;
const ruleAt = (prompt: string, now: string) =>
  analyze(prompt, {}, { now: new Date(now), explain: true }).explanation?.timeFrame.evidence.map((e) => e.rule) ?? [];

describe.each(NOWS)('a range of days in one month at now = %s', (now) => {
  test.each([
    ['kiln firings between 3 and 9 May 2025', { start: '2025-05-03', end: '2025-05-10' }],
    ['kiln firings from the 3rd to the 9th of May 2025', { start: '2025-05-03', end: '2025-05-10' }],
    ['kiln firings 12-19 October 2022', { start: '2022-10-12', end: '2022-10-20' }],
    ['kiln firings between October 12 and 19, 2022', { start: '2022-10-12', end: '2022-10-20' }],
    ['kiln firings from Oct 12 to 19 2022, by kiln', { start: '2022-10-12', end: '2022-10-20' }],
  ])('%p', (prompt, expected) => {
    expect(tfAt(prompt, now)).toEqual(expected);
  });

  test('with no year the range is the latest such month that has begun', () => {
    const at = new Date(now);
    const year = Date.UTC(at.getUTCFullYear(), 2, 9) <= at.getTime() ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
    expect(tfAt('kiln firings between 3 and 9 March', now)).toEqual({ start: `${year}-03-03`, end: `${year}-03-10` });
  });

  test('a month written first needs a year or the clause end after the second day', () => {
    expect(ruleAt('kilns fired between May 3 and 9 others', now)).not.toContain('time.month-day-range');
  });

  test('days that run backwards are no range', () => {
    expect(ruleAt('kiln firings between 19 and 12 October 2022', now)).not.toContain('time.day-range');
  });
});

describe('"may" as a verb', () => {
  test('closes no range of days when neither a year nor the clause end follows it', () => {
    const rules = (prompt: string) => analyze(prompt, {}, { explain: true }).explanation?.timeFrame.evidence.map((e) => e.rule) ?? [];
    expect(rules('crates with between 5 and 10 may ship late')).not.toContain('time.day-range');
    expect(rules('crates shipped between 5 and 10 May')).toContain('time.day-range');
  });
});
