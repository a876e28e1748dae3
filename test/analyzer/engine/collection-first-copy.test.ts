import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// the same embedded records copied into two collections: under depots (deep), and at the top of carriers
const DEPOT = {
  fields: [
    'depot_id', 'depot_name', 'Bins', 'Bins.bin_id', 'Bins.Parcels', 'Bins.Parcels.parcel_id', 'Bins.Parcels.weight_grams',
    'carrier_id', 'carrier_name', 'Parcels', 'Parcels.parcel_id', 'Parcels.weight_grams',
  ],
  collections: ['Carriers', 'Depots'],
};

describe('collection: embedded records copied into several collections belong to the one nesting them deepest', () => {
  test.each([
    ['what is the average weight in grams?'],
    ['show the weight in grams, heaviest first'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, DEPOT).analysis.collection[0]).toBe('Depots');
  });

  test('a collection the question names still wins', () => {
    expect(analyze('parcels of each carrier', DEPOT).analysis.collection[0]).toBe('Carriers');
  });
});
