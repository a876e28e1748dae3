import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a field named for a place that measures something there holds no place (filters.place-value)', () => {
  // an invented market-stall register: hours a trader spends on a pitch beside the county the pitch is in
  const STALLS = { fields: ['stallId', 'trader', 'pitchCode', 'hoursOnSite', 'county'], collections: ['stalls', 'traders'] };
  test('a name after "in" goes to the one place field that keeps words, not to a measure named for a site', () => {
    expect(analyze('craft stalls in Ashcombe', STALLS).analysis.filters).toEqual({ county: 'Ashcombe' });
  });
});
