import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a fleet: depots sit in a region and embed their vehicles, which carry a region and a depot name of their own
const FLEET = {
  fields: ['depot_id', 'depot_name', 'region', 'vehicles', 'vehicles.vehicle_id', 'vehicles.depot_name', 'vehicles.region', 'vehicles.mileage'],
  collections: ['Depots'],
};

describe('a figure per group is grouped by a field of the records holding the figure', () => {
  test('an attribute both the records and their holder carry is read on the records', () => {
    const { analysis, explanation } = analyze('What is the total mileage of vehicles for each region?', FLEET, { explain: true });
    expect(analysis.groupBy).toEqual(['vehicles.region']);
    expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.for-each+metric-records');
  });

  test('an identifying key stays the one the words name', () => {
    expect(analyze('What is the average mileage for each depot name?', FLEET).analysis.groupBy).toEqual(['depot_name']);
  });

  test('a count reads no metric: the key stays as named', () => {
    expect(analyze('How many depots are there in each region?', FLEET).analysis.groupBy).toEqual(['region']);
  });
});
