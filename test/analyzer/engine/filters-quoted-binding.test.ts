import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const STORES = { fields: ['store_id', 'name', 'city'], collections: ['stores'] };

describe('filters: a list of quoted values closed by a comma and a conjunction', () => {
  test.each([
    ["stores with IDs '101', '202', and '303'", { store_id: { $in: ['101', '202', '303'] } }],
    ["stores named 'North', 'South', or 'East'", { name: { $in: ['North', 'South', 'East'] } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, STORES).analysis.filters).toEqual(expected);
  });
});

const FLIGHTS = { fields: ['id', 'name', 'type', 'flight', 'flight.Pilot', 'flight.Velocity'], collections: ['airlines'] };

describe('filters: "the <field> named \'X\'" gives the value to the field the noun names', () => {
  test('the naming verb is a link, not the field called name', () => {
    expect(analyze("the velocity of the pilot named 'Thompson'", FLIGHTS).analysis.filters).toEqual({ 'flight.Pilot': 'Thompson' });
  });
});

describe('filters: a quoted name after "<verb> by" goes to the field of the verb\'s agent', () => {
  const BUILDINGS = { fields: ['building_id', 'building_short_name', 'building_phone', 'building_manager'], collections: ['buildings'] };
  test.each([
    ['the short names of the buildings managed by "Emma"'],
    ['the phone numbers of buildings overseen by "Brenden"'],
  ])('%p', (prompt) => {
    expect(Object.keys(analyze(prompt, BUILDINGS).analysis.filters)).toEqual(['building_manager']);
  });
});
