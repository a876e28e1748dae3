import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const TRIPS = {
  fields: ['_id', 'tripId', 'distanceKm', 'waitMinutes', 'tip_amount', 'fare', 'startedAt'],
  collections: ['trips'],
};

describe('fields: a unit at the end of a field name is optional in the question', () => {
  test.each([
    ['average distance of trips', 'distanceKm'],
    ['average wait time', 'waitMinutes'],
    ['total tip collected', 'tip_amount'],
  ])('%p → metric %p', (prompt, metric) => {
    expect(analyze(prompt, TRIPS).analysis.metric).toBe(metric);
  });

  test('comparisons find the field too', () => {
    expect(analyze('trips with a wait over 10 minutes', TRIPS).analysis.filters).toEqual({ waitMinutes: { $gt: 10 } });
  });
});
