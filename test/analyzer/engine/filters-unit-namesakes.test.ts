import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: of several fields ending in the unit of a compared number, the one the question means', () => {
  // an invented cycling club: bikes keep their odometer, rides their distance
  const CLUB = { fields: ['bike_id', 'frame', 'odometer_km', 'ride_id', 'rider', 'distance_km', 'ridden_on'], collections: ['bikes', 'rides'] };
  test.each([
    // the comparison implies the attribute ("longer" → distance)
    ['club rides longer than 80 km', { distance_km: { $gt: 80 } }],
    ['rides shorter than 20 km', { distance_km: { $lt: 20 } }],
    // the collection named keeps one of them
    ['bikes with over 9000 km', { odometer_km: { $gt: 9000 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, CLUB).analysis.filters).toEqual(expected);
  });

  test('the evidence names the choice', () => {
    const rules = analyze('club rides longer than 80 km', CLUB, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.compare$gt+unit-namesake');
  });
});
