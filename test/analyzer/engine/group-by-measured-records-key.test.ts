import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bike share: riders with a home country, rides with where each one started
const BIKES = {
  fields: ['rider_id', 'rider_name', 'country', 'joined_on', 'ride_id', 'rider_ref', 'pedalled_seconds', 'start.country', 'start.city', 'started_at'],
  collections: ['riders', 'rides'],
};
const groupRules = (r: ReturnType<typeof analyze>) => r.explanation?.groupBy.evidence.map((e) => e.rule) ?? [];

describe('groupBy: a key read on other records yields to the one reading kept by the measured records (+on-measured-records)', () => {
  test('"total pedalled seconds per country" groups the rides by their own `start.country`', () => {
    const r = analyze('total pedalled seconds per country', BIKES, { explain: true });
    expect(r.analysis.groupBy).toEqual(['start.country']);
    expect(groupRules(r).some((x) => x.endsWith('+on-measured-records'))).toBe(true);
  });

  test('counting the riders per country keeps their own `country` (negative)', () => {
    expect(analyze('number of riders per country', BIKES).analysis.groupBy).toEqual(['country']);
  });
});
