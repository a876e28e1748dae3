import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

describe('filters: the thing a state field is named for, "was" and a plain word, is that field\'s value (filters.thing-state)', () => {
  // an invented kayak-hire log: each outing keeps the state of the river and of the sky
  const OUTINGS = { fields: ['outing_id', 'started_on', 'river_condition', 'sky_state', 'guide_name', 'paddlers'], collections: ['outings'] };
  test('"the river was calm" sets the river\'s condition', () => {
    const r = analyze('outings when the river was calm', OUTINGS, { explain: true });
    expect(r.analysis.filters).toEqual({ river_condition: 'calm' });
    expect(filterRules(r)).toEqual(['filters.thing-state']);
    expect(analyze('how many outings where the sky was overcast', OUTINGS).analysis.filters).toEqual({ sky_state: 'overcast' });
  });
  test('denied, or followed by more of its clause, or a thing no state field is named for: nothing', () => {
    expect(analyze('outings when the river was not calm', OUTINGS).analysis.filters?.river_condition).toBeUndefined();
    expect(analyze('outings when the river was closed to boats', OUTINGS).analysis.filters?.river_condition).toBeUndefined();
    // a noun modifier before the records is no state said of the thing
    expect(analyze('list calm river outings by guide', OUTINGS).analysis.filters?.river_condition).toBeUndefined();
    expect(analyze('outings when the water was calm', OUTINGS).analysis.filters).toEqual({});
  });
  test('a field keeping a kind, not a state, is not set by how the thing was', () => {
    const TRIPS = { fields: ['trip_id', 'guide_type', 'set_off_on', 'paddlers'], collections: ['trips'] };
    expect(analyze('trips where the guide was cheerful', TRIPS).analysis.filters?.guide_type).toBeUndefined();
  });
});
