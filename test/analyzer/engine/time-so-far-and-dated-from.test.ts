import { describe, expect, test } from 'bun:test';
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

  test('"far" and "now" alone date nothing', () => {
    expect(tf('kites flown far from the coast')).toBeNull();
    expect(tf('list the kites now')).toBeNull();
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
