import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a ferry line: each route embeds its crossings, listed by their paths only
const FERRIES = {
  fields: ['_id', 'route_code', 'crossings.crossing_id', 'crossings.captain_id', 'crossings.fuel_litres', 'crossings.weather'],
  collections: ['routes'],
};

describe('"per" an embedded record keeping the averaged figure', () => {
  test('measures each record, it makes no group', () => {
    const { analysis } = analyze('mean fuel litres per crossing, split by weather', FERRIES);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.groupBy).toEqual(['crossings.weather']);
  });

  test('another id of those records still groups', () => {
    expect(analyze('mean fuel litres per captain', FERRIES).analysis.groupBy).toEqual(['crossings.captain_id']);
  });
});
