import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Reference instants in several years, so a rule that leans on the year of `now` cannot pass by accident. */
const NOWS = ['2019-02-10T08:00:00Z', '2024-06-15T12:00:00Z', '2026-11-22T23:30:00Z', '2031-01-03T00:00:00Z'];
const tfAt = (prompt: string, now: string) => analyze(prompt, {}, { now: new Date(now) }).analysis.timeFrame;
/** The year of the latest (month, day) that has begun by `now`. */
const latestYear = (now: string, month: number, day = 1) => {
  const at = new Date(now);
  return Date.UTC(at.getUTCFullYear(), month - 1, day) <= at.getTime() ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
};

describe.each(NOWS)('calendar dates at now = %s', (now) => {
  test.each([
    ['users who signed up between March 3 and April 9 2024', { start: '2024-03-03', end: '2024-04-10' }],
    ['orders placed between 2024-03-03 and 2024-04-09', { start: '2024-03-03', end: '2024-04-10' }],
    ['orders from 2023-01-01 to 2023-02-15', { start: '2023-01-01', end: '2023-02-16' }],
    ['orders on 2024-03-05', { start: '2024-03-05', end: '2024-03-06' }],
    ['orders on March 3, 2024', { start: '2024-03-03', end: '2024-03-04' }],
    ['orders on the 3rd of March 2024', { start: '2024-03-03', end: '2024-03-04' }],
    ['between Jan 5 and Feb 10 2024', { start: '2024-01-05', end: '2024-02-11' }],
    ['from December 20 2023 to January 4', { start: '2023-12-20', end: '2024-01-05' }],
    ['between December 20 and January 4 2024', { start: '2023-12-20', end: '2024-01-05' }],
    ['from March 2023 to June 2023', { start: '2023-03-01', end: '2023-07-01' }],
    ['comments posted in August 2017', { start: '2017-08-01', end: '2017-09-01' }],
    ['orders before 2024-05-01', { start: null, end: '2024-05-01' }],
    ['orders until 2024-05-01', { start: null, end: '2024-05-02' }],
    ['orders after March 3, 2022', { start: '2022-03-04', end: null }],
    ['orders since 2022-03-03', { start: '2022-03-03', end: null }],
  ])('%p', (prompt, expected) => {
    expect(tfAt(prompt, now)).toEqual(expected);
  });

  test('"since March" starts on March 1 of the latest March that has begun, open-ended', () => {
    expect(tfAt('since March, how many orders were cancelled?', now)).toEqual({ start: `${latestYear(now, 3)}-03-01`, end: null });
  });

  test('"since March 1" and "since December 5" prefer the past', () => {
    expect(tfAt('orders since March 1', now)).toEqual({ start: `${latestYear(now, 3)}-03-01`, end: null });
    expect(tfAt('orders since December 5', now)).toEqual({ start: `${latestYear(now, 12, 5)}-12-05`, end: null });
  });

  test('a range without years ends at the latest occurrence of its end', () => {
    const year = latestYear(now, 2, 10);
    expect(tfAt('orders between Jan 5 and Feb 10', now)).toEqual({ start: `${year}-01-05`, end: `${year}-02-11` });
  });

  test('"in March" is the latest March that has begun', () => {
    const year = latestYear(now, 3);
    expect(tfAt('orders in March', now)).toEqual({ start: `${year}-03-01`, end: `${year}-04-01` });
  });
});

describe('what is not a calendar date', () => {
  test.each(['may I see the orders', 'orders that may ship late', 'top 3 products', 'order 2024 - 5 units', 'the march of sales', 'top 8 martin films', 'the 2 decorators'])('%p', (prompt) => {
    for (const now of NOWS) expect(tfAt(prompt, now)).toBeNull();
  });

  test('an impossible ISO date is not read as one', () => {
    expect(tfAt('orders on 2024-13-45', NOWS[1])).toBeNull();
  });
});
