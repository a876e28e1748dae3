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

  test.each([
    ['the most expensive item', { fields: ['item_name', 'cost_in_dollars'], collections: ['items'] }, { cost_in_dollars: -1 }],
    ['towers sorted by height', { fields: ['tower_name', 'Height_metres'], collections: ['towers'] }, { Height_metres: 1 }],
    ['roads sorted by length in ascending order', { fields: ['road_name', 'length_miles'], collections: ['roads'] }, { length_miles: 1 }],
  ])('%p → sort %p (currency and length units)', (prompt, schema, sort) => {
    expect(analyze(prompt, schema).analysis.sort).toEqual(sort as never);
  });

  test('a unit word alone is not read as the field', () => {
    expect(analyze('roads longer than 3 miles', { fields: ['road_name', 'length_miles'], collections: ['roads'] }).analysis.sort).toEqual({});
  });

  test('comparisons find the field too', () => {
    expect(analyze('trips with a wait over 10 minutes', TRIPS).analysis.filters).toEqual({ waitMinutes: { $gt: 10 } });
  });
});
