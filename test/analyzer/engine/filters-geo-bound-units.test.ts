import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a unit after a compared number measures the bound, no location search (filters.geo)', () => {
  // an invented beekeeping co-op: foraging flights logged with where the hive stands
  const COOP = { fields: ['flightId', 'hiveId', 'flownAt', 'flightKm', 'airSpeedKmh', 'position'], collections: ['flights', 'hives'] };
  test.each([
    ['flights longer than 4 km', 'flightKm'],
    ['flights with an air speed above 25 km/h', 'airSpeedKmh'],
  ])('%p bounds %p and searches no place', (question, field) => {
    const filters = analyze(question, COOP).analysis.filters;
    expect(Object.keys(filters)).toContain(field);
    expect(filters).not.toHaveProperty('position');
  });
  test.each(['hives within 5 km of 51.5, -0.1', 'hives less than 5 km from 51.5, -0.1'])('a distance from a place is still a location search: %p', (question) => {
    const result = analyze(question, COOP, { explain: true });
    expect(result.analysis.filters).toHaveProperty('position');
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.geo');
  });
});
