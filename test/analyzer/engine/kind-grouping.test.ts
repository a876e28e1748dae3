import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a lending schema: vehicles embed their rentals; vehicle and fuel kinds are coded; depots hold a region and a level
const FLEET = {
  fields: ['vehicle_id', 'plate', 'vehicle_type_code', 'fuel_type', 'daily_rate', 'rentals', 'rentals.rental_id', 'rentals.days',
    'depot_id', 'depot_name', 'region', 'service_level'],
  collections: ['Vehicles', 'Depots'],
};
const run = (prompt: string) => analyze(prompt, FLEET).analysis;

describe('a kind noun groups by the field holding that kind', () => {
  test.each([
    ['What is the average daily rate for each type of vehicle?', ['vehicle_type_code']],
    ['Which vehicle type has the most rentals?', ['vehicle_type_code']],
    ['List the fuel types and the number of vehicles of each', ['fuel_type']],
    ['the most common kind of fuel', ['fuel_type']],
    // a field named after "of" is the kind itself
    ['the average daily rate for each kind of region', ['region']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(run(prompt).groupBy).toEqual(groupBy);
  });

  test('with two kind fields and nothing saying whose kind, no group is guessed', () => {
    expect(run('What is the average daily rate for each type?').groupBy).toEqual([]);
  });

  test('the only kind field of the schema needs no qualifier', () => {
    const schema = { fields: ['plate', 'vehicle_type_code', 'daily_rate'], collections: ['Vehicles'] };
    expect(analyze('What is the average daily rate for each type?', schema).analysis.groupBy).toEqual(['vehicle_type_code']);
  });
});

describe('quantifiers and "by" that do not group', () => {
  test('"under every X" groups by a field', () => {
    expect(run('Count how many vehicles fall under every service level').groupBy).toEqual(['service_level']);
  });

  test('"of every X" over a collection aggregates all its records', () => {
    expect(run('the average daily rate of every vehicle').groupBy).toEqual([]);
  });

  test('one unknown adjective may qualify the collection after "each"', () => {
    expect(run('How many vehicles are there in each regional depot?').groupBy).toEqual(['depot_id']);
  });

  test('"by" before a verb in -ing names a means', () => {
    expect(run('compare regions by counting vehicles per region').groupBy).toEqual(['region']);
  });
});
