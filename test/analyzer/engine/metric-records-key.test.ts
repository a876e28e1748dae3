import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a fleet: depots sit in a region and embed their vehicles, which carry a region and a depot name of their own
const FLEET = {
  fields: ['depot_id', 'depot_name', 'region', 'vehicles', 'vehicles.van_ref', 'vehicles.depot_name', 'vehicles.region', 'vehicles.mileage'],
  collections: ['Depots'],
};
const keysOf = (prompt: string) => analyze(prompt, FLEET).analysis.groupBy;

test('a figure per group is grouped by an attribute of the records holding the figure', () => {
  expect(keysOf('What is the total mileage of vehicles for each region?')).toEqual(['vehicles.region']);
  const rules = analyze('What is the total mileage of vehicles for each region?', FLEET, { explain: true }).explanation!.groupBy.evidence.map((e) => e.rule);
  expect(rules).toEqual(['groupBy.for-each+metric-records']);
});

test('an identifying key, or a count that reads no metric, keeps the key the words name', () => {
  expect([keysOf('What is the average mileage for each depot name?'), keysOf('How many depots are there in each region?')]).toEqual([['depot_name'], ['region']]);
});

// a kennel: dogs embed their weigh-ins and their vaccine doses, both keyed by batch; breeds are a lookup table
const KENNEL = {
  fields: [
    'dogId', 'dogName', 'breed_code', 'weighIns', 'weighIns.batchId', 'weighIns.weightKg', 'doses', 'doses.batchId',
    'doses.vaccine', 'breed_code_description', 'kennelId', 'kennelName', 'capacity',
  ],
  collections: ['dogs', 'kennels', 'ref_breeds'],
};

test('a key of a sibling list keys other records than the figure\'s: the same key kept beside the figure is read', () => {
  const { analysis, explanation } = analyze('average weight in kg by batch', KENNEL, { explain: true });
  expect(analysis.groupBy).toEqual(['weighIns.batchId']);
  expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.by+metric-records');
});
