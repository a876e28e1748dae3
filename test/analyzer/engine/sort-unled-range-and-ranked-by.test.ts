import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented glider club: flights, each with a launch fee, a glide distance and a time aloft
const FLIGHTS = { fields: ['_id', 'flight_ref', 'launch_fee', 'glide_distance_nm', 'aloft_min', 'pilot_name'], collections: ['flights'] };
// an invented repair shop whose jobs keep how many days a repair takes and the crate weight
const SHOPS: { fields: string[]; collections: string[] } = { fields: ['_id', 'shop_title', 'repair_days', 'parcel_mass_kg'], collections: ['shops'] };

test.each([
  ['flights ordered by launch fee high to low', { launch_fee: -1 }],
  ['flights ordered by launch fee low to high', { launch_fee: 1 }],
  ['flights listed by launch fee largest to smallest', { launch_fee: -1 }],
  ['pilot names of flights sorted Z to A', { pilot_name: -1 }],
] as Array<[string, Record<string, 1 | -1>]>)('a range of order with no "from" still says the direction: %p', (prompt, sort) => {
  expect(analyze(prompt, FLIGHTS).analysis.sort).toEqual(sort);
});

test('a word inside a longer first end opens no range of its own', () => {
  // "expensive to the least expensive" would read the end backwards; the whole range, from "from", is descending
  const { analysis } = analyze('flights with their launch fee, listed from the most costly to the least costly', FLIGHTS);
  expect(analysis.sort).toEqual({ launch_fee: -1 });
});

test.each([
  ['the furthest flight by glide distance', { glide_distance_nm: -1 }],
  ['the shortest flight by glide distance', { glide_distance_nm: 1 }],
  ['the heaviest shop parcel by parcel mass', { parcel_mass_kg: -1 }],
] as Array<[string, Record<string, 1 | -1>]>)('a superlative before "by" and a measured field ranks by that field, one record: %p', (prompt, sort) => {
  const { analysis } = analyze(prompt, prompt.includes('parcel') ? SHOPS : FLIGHTS);
  expect(analysis.groupBy).toEqual([]);
  expect(analysis.sort).toEqual(sort);
  expect(analysis.limit).toBe(1);
});

test('a "by" after a superlative whose key is no measure still groups', () => {
  const { analysis } = analyze('the shortest flight by pilot name', FLIGHTS);
  expect(analysis.groupBy).toEqual(['pilot_name']);
  expect(analysis.sort).not.toHaveProperty('pilot_name');
});

test.each([
  ['which shop has the quickest repair', { repair_days: 1 }],
  ['which shop has the speediest repair', { repair_days: 1 }],
  ['which shop has the slowest repair', { repair_days: -1 }],
] as Array<[string, Record<string, 1 | -1>]>)('a speed superlative before a field of days ranks by it, fewer days first for the quickest: %p', (prompt, sort) => {
  const { analysis } = analyze(prompt, SHOPS);
  expect(analysis.sort).toEqual(sort);
  expect(analysis.limit).toBe(1);
});

// an invented lighthouse service: keepers with their start date, rowers and tractors with banded measures
const KEEPERS = { fields: ['_id', 'keeper_no', 'started_on', 'keeper_name'], collections: ['keepers'] };

test.each([
  'list keepers most to least experienced',
  'list keepers from most to least experienced',
])('a closing "least" before an adjective grades it; the range counts nothing: %p', (prompt) => {
  expect(analyze(prompt, KEEPERS).analysis.sort).not.toHaveProperty('count');
});

test.each([
  ['the youngest rower by crew size', ['age', 'crew_size_band', 'rower_name'], 'crew_size_band'],
  ['the oldest tractor by age bracket', ['age_bracket_label', 'make_year', 'tractor_name'], 'age_bracket_label'],
  ['the biggest town by housing density', ['housing_density_band', 'town_name'], 'housing_density_band'],
])('a field banding a measure is a label: a superlative never ranks by it: %p', (prompt, fields, band) => {
  const { analysis } = analyze(prompt, { fields: ['_id', ...fields], collections: ['records'] });
  expect(analysis.sort).not.toHaveProperty(band);
});
