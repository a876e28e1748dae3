import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';
import { zoneOffsetMinutes } from '../../../plugins/analyzer/engine/stages/time.ts';

// NOW is 2024-06-15T12:00:00Z; the tables below also run at instants in other years
const tf = (prompt: string, timezone?: string) => analyze(prompt, {}, timezone ? { timezone } : {}).analysis.timeFrame;
const OTHER_NOWS = ['2019-02-10T08:00:00Z', '2026-11-22T23:30:00Z', '2031-01-03T00:00:00Z'].map((at) => new Date(at));
const tfAt = (prompt: string, now: Date) => analyze(prompt, {}, { now }).analysis.timeFrame;

describe('time: periods ahead are tokens too (time.next-unit, time.next-n-units)', () => {
  test.each([
    ['memberships renewing next month', 'next_month'],
    ['invoices due in the next 30 days', 'next_30_days'],
    ['classes starting the coming week', 'next_week'],
    ['inspections planned over the next 2 quarters', 'next_2_quarters'],
  ])('%p → %p', (prompt, expected) => {
    expect(tf(prompt)).toBe(expected);
  });
});

describe('time: relative periods are tokens', () => {
  test.each([
    ['orders from today', 'today'],
    ['orders placed yesterday', 'yesterday'],
    ['revenue in the last 7 days', 'last_7_days'],
    ['signups over the past 3 months', 'last_3_months'],
    ['orders in the last 6 weeks', 'last_6_weeks'],
    ['sales in the last twelve months', 'last_12_months'],
    ['orders last week', 'last_week'],
    ['revenue last quarter', 'last_quarter'],
    ['orders this month', 'this_month'],
    ['revenue this quarter', 'this_quarter'],
    ['sales year to date', 'year_to_date'],
    ['revenue YTD', 'year_to_date'],
    ['orders MTD', 'month_to_date'],
    ['orders in the past year', 'last_year'],
    ['movies from the last decade', 'last_10_years'],
    ['orders 3 days ago', 'last_3_days'],
    ['movies from the last 2 years', 'last_2_years'],
  ])('%p → %p', (prompt, expected) => {
    expect(tf(prompt)).toBe(expected);
    // relative tokens do not depend on the reference instant
    for (const now of OTHER_NOWS) expect(tfAt(prompt, now)).toBe(expected);
  });
});

describe('time: named ranges are {start, end} with end exclusive', () => {
  test.each([
    ['orders in 2023', { start: '2023-01-01', end: '2024-01-01' }],
    ['albums released between 2011 and 2014', { start: '2011-01-01', end: '2015-01-01' }],
    ['albums from 2003-2008', { start: '2003-01-01', end: '2009-01-01' }],
    ['albums from 1994 to 1997', { start: '1994-01-01', end: '1998-01-01' }],
    ['albums from the 1970s', { start: '1970-01-01', end: '1980-01-01' }],
    ['records of the 90s', { start: '1990-01-01', end: '2000-01-01' }],
    ['albums from the 1930s and 1940s', { start: '1930-01-01', end: '1950-01-01' }],
    ['revenue in Q3 2023', { start: '2023-07-01', end: '2023-10-01' }],
    ['revenue for 2023 Q4', { start: '2023-10-01', end: '2024-01-01' }],
    ['sales in the second quarter of 2022', { start: '2022-04-01', end: '2022-07-01' }],
    ['revenue in FY2024', { start: '2024-01-01', end: '2025-01-01' }],
    ['harvests in the first half of 2021', { start: '2021-01-01', end: '2021-07-01' }],
    ['harvests in the 2nd half of 2019', { start: '2019-07-01', end: '2020-01-01' }],
    ['harvests in H2 2030', { start: '2030-07-01', end: '2031-01-01' }],
    ['movies released before 1970', { start: null, end: '1970-01-01' }],
    ['movies released after 2005', { start: '2006-01-01', end: null }],
    ['orders since 2020', { start: '2020-01-01', end: null }],
    ['orders until 2020', { start: null, end: '2021-01-01' }],
    ['movies before the 1980s', { start: null, end: '1980-01-01' }],
    ['comments posted in August 2017', { start: '2017-08-01', end: '2017-09-01' }],
    ['orders on March 3, 2024', { start: '2024-03-03', end: '2024-03-04' }],
    ['orders from March 2024 to June 2024', { start: '2024-03-01', end: '2024-07-01' }],
  ])('%p', (prompt, expected) => {
    expect(tf(prompt)).toEqual(expected);
    // every date here is written in full: the reference instant must not move it
    for (const now of OTHER_NOWS) expect(tfAt(prompt, now)).toEqual(expected);
  });

  test('"since March 1" prefers the past and stays open-ended', () => {
    expect(tf('orders since March 1')).toEqual({ start: '2024-03-01', end: null });
  });

  test('a date later this year without a year means last year', () => {
    expect(tf('orders since December 5')).toEqual({ start: '2023-12-05', end: null });
  });

  test('between two dates carries the year to the first', () => {
    expect(tf('orders between Jan 5 and Feb 10 2024')).toEqual({ start: '2024-01-05', end: '2024-02-11' });
  });
});

describe('time: what is not a date', () => {
  test.each([
    'albums with more than 2000 votes',
    'at least 1500 listener votes',
    'top 10 orders',
    'orders with total over 150',
    'may I see the orders',
    '',
  ])('%p has no timeFrame', (prompt) => {
    expect(tf(prompt)).toBeNull();
  });

  test('year numbers used by the time stage are not limits or filters', () => {
    const { analysis } = analyze('orders in 2023 with quantity over 5');
    expect(analysis.limit).toBeNull();
    expect(analysis.filters).toEqual({ quantity: { $gt: 5 } });
  });
});

describe('time zones', () => {
  test('IANA zones give their offset; unknown zones fall back to UTC', () => {
    expect(zoneOffsetMinutes('UTC', new Date('2024-06-15T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('America/New_York', new Date('2024-06-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2024-01-15T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Not/AZone', new Date())).toBe(0);
  });

  // each instant is past midnight UTC on New Year's Day but still New Year's Eve in the western zones, and the reverse eastward
  test.each([
    ['2025-01-01T03:00:00Z', 'America/New_York', 2024],
    ['2025-01-01T03:00:00Z', 'UTC', 2025],
    ['2031-01-01T09:30:00Z', 'Pacific/Honolulu', 2030],
    ['2019-12-31T20:00:00Z', 'Asia/Tokyo', 2020],
    ['2019-12-31T20:00:00Z', 'Europe/London', 2019],
  ])('a date without a year is read on the zone\'s calendar: at %p in %p it is in %p', (at, timezone, year) => {
    const now = new Date(at);
    const read = (prompt: string) => analyze(prompt, {}, { now, timezone }).analysis.timeFrame;
    expect(read('orders since January 1')).toEqual({ start: `${year}-01-01`, end: null });
    expect(read('orders placed on Jan 1')).toEqual({ start: `${year}-01-01`, end: `${year}-01-02` });
    expect(read('sales in January')).toEqual({ start: `${year}-01-01`, end: `${year}-02-01` });
  });

  test('a far zone does not shift named dates', () => {
    expect(tf('orders on March 3, 2024', 'Pacific/Kiritimati')).toEqual({ start: '2024-03-03', end: '2024-03-04' });
    expect(tf('orders on March 3, 2024', 'Pacific/Pago_Pago')).toEqual({ start: '2024-03-03', end: '2024-03-04' });
  });
});

describe('time: a year bounded by the words around it', () => {
  test.each([
    ['budgets from 2001 or before', { start: null, end: '2002-01-01' }],
    ['budgets for the years up to and including 2001', { start: null, end: '2002-01-01' }],
    ['films from 2017 or later', { start: '2017-01-01', end: null }],
    ['films produced following 2000', { start: '2001-01-01', end: null }],
    ['tracks opened post-2000', { start: '2001-01-01', end: null }],
    ['courses taught in spring 2010', { start: '2010-01-01', end: '2011-01-01' }],
  ])('%p', (prompt, expected) => {
    expect(tf(prompt)).toEqual(expected);
    for (const now of OTHER_NOWS) expect(tfAt(prompt, now)).toEqual(expected);
  });
});

describe('time: a terse report closed by its year reports that year (time.trailing-year)', () => {
  const NOWS = [new Date('2024-06-15T12:00:00Z'), ...OTHER_NOWS];
  for (const now of NOWS) {
    test.each([
      ['total fuel bought per truck 2022', { start: '2022-01-01', end: '2023-01-01' }],
      ['tickets closed by week 2021?', { start: '2021-01-01', end: '2022-01-01' }],
      ['average fare by ferry line 2019', { start: '2019-01-01', end: '2020-01-01' }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(tfAt(prompt, now)).toEqual(expected);
    });
  }

  test('a key word before the number makes it a key, and a year mid-sentence is left alone', () => {
    expect(tfAt('fuel bought per truck number 2022', OTHER_NOWS[0]!)).toBeNull();
    expect(tfAt('fuel bought per truck 2022 litres', OTHER_NOWS[1]!)).toBeNull();
    expect(tfAt('total fuel bought 2022', OTHER_NOWS[2]!)).toBeNull();
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('total fuel bought per truck 2022', {}, { explain: true });
    expect(explanation?.timeFrame.evidence.map((e) => e.rule)).toEqual(['time.trailing-year']);
  });
});

describe('time: an open year bound said with "in or" includes its year, and a kind of year may name it (time.after-year)', () => {
  const NOWS = [new Date('2024-06-15T12:00:00Z'), ...OTHER_NOWS];
  for (const now of NOWS) {
    test.each([
      ['ferries commissioned in or after 1998', { start: '1998-01-01', end: null }],
      ['ferries refitted on or after 2012', { start: '2012-01-01', end: null }],
      ['ferries from build year 2004 onwards', { start: '2004-01-01', end: null }],
      ['ferries commissioned after 1998', { start: '1999-01-01', end: null }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      expect(tfAt(prompt, now)).toEqual(expected);
    });
  }
});
