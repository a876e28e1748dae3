import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bike-repair shop: jobs are booked, fixed and collected
const REPAIRS = { fields: ['job_id', 'bike_model', 'booked_on', 'fixed_at', 'collected_at', 'price'], collections: ['jobs'] };
const filtersOf = (prompt: string) => analyze(prompt, REPAIRS).analysis.filters;

describe('filters: an event that did not happen leaves its timestamp unset (filters.unset-event)', () => {
  test('a denial before the event, with or without "yet"', () => {
    const rules = analyze('jobs not yet collected', REPAIRS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.unset-event']);
    expect(filtersOf('jobs not yet collected')).toEqual({ collected_at: { $eq: null } });
  });
  test('the event with a negating prefix', () => {
    expect(filtersOf('list the unfixed jobs')).toEqual({ fixed_at: { $eq: null } });
  });
  test('an event that happened is no such condition', () => {
    expect(filtersOf('jobs collected')).toEqual({});
  });
});
