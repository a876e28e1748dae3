import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a noun standing for an attribute says so in the plural too (filters.compare$gt)', () => {
  // an invented cycling club: rides logged with a velocity and a climb
  const RIDES = { fields: ['ride_id', 'rider', 'velocity', 'climb_m', 'ridden_on'], collections: ['rides'] };
  test('"speeds above 40" compares the velocity field, as "speed above 40" does', () => {
    const plural = analyze('How many rides had speeds above 40?', RIDES, { explain: true });
    expect(plural.analysis.filters).toEqual({ velocity: { $gt: 40 } });
    expect(plural.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.compare$gt');
    expect(analyze('rides with speed above 40', RIDES).analysis.filters).toEqual({ velocity: { $gt: 40 } });
  });
});
