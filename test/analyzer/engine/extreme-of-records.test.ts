import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an opening superlative of records asks the extreme value when it names a unit or embedded records (extremeOfRecords)', () => {
  // an invented courier depot: one flat list of the stays' and the parcels' fields, parcels embedding their checks
  const DEPOT = {
    fields: ['_id', 'stay_id', 'guest', 'nights', 'room', 'total_eur', '_id', 'parcel_id', 'weight_kg', 'sent_on', 'checks.date', 'checks.temp_c', 'checks.inspector'],
    collections: ['stays', 'parcels'],
  };
  test.each([
    ['heaviest parcel in kg', '$max', 'weight_kg', 'operation.extreme-of-records+in-unit'],
    ['lightest parcel in kg', '$min', 'weight_kg', 'operation.extreme-of-records+in-unit'],
    ['warmest check ever', '$max', 'checks.temp_c', 'operation.extreme-of-records+embedded-records'],
  ])('%p', (prompt, op, metric, rule) => {
    const result = analyze(prompt, DEPOT, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.sort, result.analysis.limit]).toEqual([op, metric, {}, null]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain(rule);
  });
  test.each(['heaviest parcel', 'heaviest parcel in march', 'the 3 heaviest parcels in kg', 'the longest stay in room 4', 'the warmest parcel check'])(
    '%p still lists records',
    (prompt) => {
      const { operation, limit } = analyze(prompt, DEPOT).analysis;
      expect(operation).toBeNull();
      expect(limit).not.toBeNull();
    },
  );
});
