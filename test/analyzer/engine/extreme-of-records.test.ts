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
    // a question mark or a clause break after the unit closes the question as its end does
    ['heaviest parcel in kg?', '$max', 'weight_kg', 'operation.extreme-of-records+in-unit'],
    ['lightest parcel in kg, please', '$min', 'weight_kg', 'operation.extreme-of-records+in-unit'],
    ['warmest check ever', '$max', 'checks.temp_c', 'operation.extreme-of-records+embedded-records'],
  ])('%p', (prompt, op, metric, rule) => {
    const result = analyze(prompt, DEPOT, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.sort, result.analysis.limit]).toEqual([op, metric, {}, null]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain(rule);
  });
  test.each(['heaviest parcel', 'heaviest parcel in march', 'heaviest parcel in kg this week', 'the 3 heaviest parcels in kg', 'the longest stay in room 4', 'the warmest parcel check'])(
    '%p still lists records',
    (prompt) => {
      const { operation, limit } = analyze(prompt, DEPOT).analysis;
      expect(operation).toBeNull();
      expect(limit).not.toBeNull();
    },
  );
});

describe('the unit closing a superlative of records is matched to the field\'s unit by size, however spelt (sameUnit)', () => {
  // an invented helpline: call lengths kept in minutes
  const HELPLINE = { fields: ['_id', 'call_id', 'agent', 'length_min', 'rang_at'], collections: ['calls'] };
  test.each(['longest call in min', 'longest call in minutes', 'shortest call in mins'])('%p', (prompt) => {
    const { operation, metric, limit } = analyze(prompt, HELPLINE).analysis;
    expect([operation === '$max' || operation === '$min', metric, limit]).toEqual([true, 'length_min', null]);
  });
  test('a month after "in" is no unit', () => {
    expect(analyze('longest call in march', HELPLINE).analysis.operation).toBeNull();
  });
});
