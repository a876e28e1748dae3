import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze } from './fixtures.ts';

// NOW is 2024-06-15T12:00:00Z
const tf = (prompt: string) => analyze(prompt, {}).analysis.timeFrame;

describe('time: "so far" runs until today, today included (time.so-far)', () => {
  test.each([
    ['how many parcels have been weighed so far', { start: null, end: '2024-06-16' }],
    ['kites repaired thus far', { start: null, end: '2024-06-16' }],
    ['total donations up until now', { start: null, end: '2024-06-16' }],
    ['lessons given up to now', { start: null, end: '2024-06-16' }],
  ])('%p → %p', (prompt, expected) => {
    expect(tf(prompt)).toEqual(expected);
  });

  test('beside another period it yields to it', () => {
    expect(tf('parcels weighed so far this year')).toBe('this_year');
    expect(tf('parcels weighed so far in 2023')).toEqual({ start: '2023-01-01', end: '2024-01-01' });
  });

  test('"so far from" and "so far away" say a distance, not a time', () => {
    expect(tf('which kite shops are so far from the coast')).toBeNull();
    expect(tf('kite shops so far away')).toBeNull();
  });
});

// readings that run until today are checked at several instants, one of them in another year
const NOWS = ['2024-06-15T12:00:00Z', '2025-01-01T08:00:00Z', '2026-11-30T23:00:00Z'].map((s) => new Date(s));
const tomorrowOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
const tfAt = (prompt: string, now: Date) => analyze(prompt, {}, { now }).analysis.timeFrame;

describe('time: "from" a month with "until now" or "to date" runs from it until today (time.calendar-date)', () => {
  test.each(NOWS)('at %p', (now) => {
    expect(tfAt('kite repairs from May 2024 until now', now)).toEqual({ start: '2024-05-01', end: tomorrowOf(now) });
    expect(tfAt('kite repairs from March 2024 to date', now)).toEqual({ start: '2024-03-01', end: tomorrowOf(now) });
    expect(tfAt('kites weighed so far', now)).toEqual({ start: null, end: tomorrowOf(now) });
  });
});

describe('a state said "so far" is still a state: "so far" dates no event', () => {
  // the built-in packs know "cancelled" as a status said with no records named
  const engine = createEngine(loadBuiltinRegistry());
  const KENNEL = { fields: ['id', 'status', 'fee', 'boarded_at'], collections: ['boardings'] };
  test.each(NOWS)('at %p', (now) => {
    const r = engine.analyze({ prompt: 'how many were cancelled so far', ...KENNEL }, { now }).analysis;
    expect(r.filters).toEqual({ status: 'cancelled' });
    expect(r.timeFrame).toEqual({ start: null, end: tomorrowOf(now) });
  });
});

describe('time: "from" a month dates the records in it; with "onwards" it opens the range (time.calendar-date)', () => {
  test.each([
    ['the late returns from February 2023', { start: '2023-02-01', end: '2023-03-01' }],
    ['kite repairs from October 2022', { start: '2022-10-01', end: '2022-11-01' }],
    ['kite repairs from October 2022 onwards', { start: '2022-10-01', end: null }],
    ['kite repairs from October 2022 or later', { start: '2022-10-01', end: null }],
    ['kite repairs since October 2022', { start: '2022-10-01', end: null }],
  ])('%p → %p', (prompt, expected) => {
    expect(tf(prompt)).toEqual(expected);
  });
});

describe('time: quarters without a year, parts of a year, slashed dates, hyphened months, spans long ago', () => {
  test.each([
    // the latest Q1 that has begun by 2024-06-15, and the latest Q4 (last year's)
    ['kite repairs in Q1', { start: '2024-01-01', end: '2024-04-01' }],
    ['kite repairs from Q4', { start: '2023-10-01', end: '2024-01-01' }],
    ['parcels weighed in late 2022', { start: '2022-09-01', end: '2023-01-01' }],
    ['parcels weighed in early 2021', { start: '2021-01-01', end: '2021-05-01' }],
    ['parcels weighed on 4/20/2023', { start: '2023-04-20', end: '2023-04-21' }],
    ['parcels weighed after 20/4/2023', { start: '2023-04-21', end: null }],
    ['parcels weighed feb-apr 2023', { start: '2023-02-01', end: '2023-05-01' }],
    ['parcels weighed more than 30 days ago', { start: null, end: '2024-05-16' }],
    ['kites flown over 3 years ago', { start: null, end: '2021-06-15' }],
  ])('%p → %p', (prompt, expected) => {
    expect(tf(prompt)).toEqual(expected);
  });

  test('"since the start of the month" is the month so far', () => {
    expect(tf('parcels weighed since the start of the month')).toBe('this_month');
  });

  test('a quarter code with no lead word is no period', () => {
    expect(tf('kites of grade Q2 sold')).toBeNull();
    expect(tf('parcels weighed 30 days ago')).toBe('last_30_days');
    expect(tf('keepers older than 30 years')).toBeNull();
  });
});
