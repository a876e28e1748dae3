import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bike-share: riders keep the vehicle they ride, trips their fares
const SHARE = { fields: ['riderId', 'fullName', 'vehicleType', 'joinedAt', 'tripId', 'riderId', 'fare', 'startedAt'], collections: ['riders', 'trips'] };

describe('filters: after a verb, "by"/"via"/"through" leads the way it was done, a value of the field its class names (filters.hypernym-value)', () => {
  test('"riders who commute by bicycle" → `vehicleType`', () => {
    const explained = analyze('riders who commute by bicycle', SHARE, { explain: true });
    expect(explained.analysis.filters).toEqual({ vehicleType: 'bicycle' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+vehicle']);
  });

  test('after a sort or grouping verb "by" names a key, no value', () => {
    expect(analyze('list riders sorted by bicycle', SHARE).analysis.filters).toEqual({});
    expect(analyze('count trips grouped by bicycle', SHARE).analysis.filters).toEqual({});
  });
});
