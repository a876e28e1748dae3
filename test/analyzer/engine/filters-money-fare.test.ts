import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a sum of money compared is on the fare or toll a record keeps', () => {
  test.each([
    ['rickshaw rides over $20', { fields: ['ride_id', 'rider_name', 'fare_charged', 'distance_km', 'ride_date'], collections: ['rides'] }, 'fare_charged'],
    ['crossings under €4', { fields: ['crossing_id', 'plate', 'toll_collected', 'axles', 'crossed_at'], collections: ['crossings'] }, 'toll_collected'],
  ])('%p', (prompt, schema, field) => {
    expect(Object.keys(analyze(prompt, schema).analysis.filters)).toEqual([field]);
  });
});
