import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// (rule: copy-by-depth) the same embedded records copied into two collections, whichever block the caller lists first
const CARRIERS = ['carrier_id', 'carrier_name', 'Parcels', 'Parcels.parcel_id', 'Parcels.weight_grams'];
const DEPOTS = ['depot_id', 'depot_name', 'Bins', 'Bins.bin_id', 'Bins.Parcels', 'Bins.Parcels.parcel_id', 'Bins.Parcels.weight_grams'];

// a link list nested as deep in two collections: under riders (its name begins with them) and under teams
const CLUBS = ['club_id', 'club_name', 'Riders', 'Riders.rider_id', 'Riders.Rider_Teams', 'Riders.Rider_Teams.team_id', 'Riders.Rider_Teams.shirt_number'];
const LEAGUES = ['league_id', 'league_name', 'Teams', 'Teams.team_id', 'Teams.Rider_Teams', 'Teams.Rider_Teams.rider_id', 'Teams.Rider_Teams.shirt_number'];

describe('collection: a copied embedded field votes for the same copy in any field order', () => {
  test.each([
    ['deep copy listed first', [...DEPOTS, ...CARRIERS]],
    ['deep copy listed last', [...CARRIERS, ...DEPOTS]],
  ])('the deepest copy: %s', (_, fields) => {
    expect(analyze('what is the average weight in grams?', { fields, collections: ['Carriers', 'Depots'] }).analysis.collection[0]).toBe('Depots');
  });

  test.each([
    ['riders listed first', [...CLUBS, ...LEAGUES]],
    ['teams listed first', [...LEAGUES, ...CLUBS]],
  ])('equally deep: the copy under the records the link list is named after first: %s', (_, fields) => {
    expect(analyze('list every shirt number', { fields, collections: ['Leagues', 'Clubs'] }).analysis.collection[0]).toBe('Clubs');
  });

  test.each([
    ['deep copy listed first', [...DEPOTS, ...CARRIERS]],
    ['deep copy listed last', [...CARRIERS, ...DEPOTS]],
  ])('a sort key read under the records said votes where that copy is kept: %s', (_, fields) => {
    expect(analyze('show the 3 heaviest parcels', { fields, collections: ['Carriers', 'Depots'] }).analysis.collection[0]).toBe('Carriers');
  });

  test('a copied field the question names still votes for the deepest copy', () => {
    expect(analyze('parcels sorted by weight in grams', { fields: [...CARRIERS, ...DEPOTS], collections: ['Carriers', 'Depots'] }).analysis.collection[0]).toBe('Depots');
  });

  test('a collection the question names still wins', () => {
    expect(analyze('parcels of each carrier', { fields: [...CARRIERS, ...DEPOTS], collections: ['Carriers', 'Depots'] }).analysis.collection[0]).toBe('Carriers');
  });

  test('a field kept once is not moved', () => {
    expect(analyze('list the league names', { fields: [...LEAGUES, ...CLUBS], collections: ['Leagues', 'Clubs'] }).analysis.collection[0]).toBe('Leagues');
  });
});
