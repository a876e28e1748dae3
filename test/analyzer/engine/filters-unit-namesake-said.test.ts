import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: among fields ending in the compared unit, the one whose other words the question says', () => {
  // an invented snow-groomer fleet: machines with a lifetime meter, shifts with the length of their route, both in km
  const GROOMERS = {
    fields: ['_id', 'serial', 'model', 'meterKm', 'status', 'machineId', 'crewId', 'startedAt', 'routeKm', 'durationMin'],
    collections: ['crews', 'machines', 'shifts'],
  };
  test('a word said after the unit keeps its field over the one the named collection was guessed to keep', () => {
    const result = analyze('machines with more than 9,000 km on the meter', GROOMERS, { explain: true });
    expect(result.analysis.filters).toEqual({ meterKm: { $gt: 9000 } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt']);
  });
});
