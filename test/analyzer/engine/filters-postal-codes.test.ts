import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bike-share: riders keep their postal code, docks their street
const BIKES = { fields: ['_id', 'rider_no', 'postcode', 'joined_on', 'dock_id', 'street', 'capacity'], collections: ['riders', 'docks'] };

test('a number written as a postal code after a place word is one (filters.postal-code)', () => {
  const result = analyze('how many riders live in 94110', BIKES, { explain: true });
  expect(result.analysis.filters).toEqual({ postcode: '94110' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.postal-code']);
  expect(analyze('riders near 94110-2201 who joined this year', BIKES).analysis.filters).toMatchObject({ postcode: '94110-2201' });
});

test('a year after "in" is no postal code', () => {
  expect(analyze('riders who joined in 2024', BIKES).analysis.filters).not.toHaveProperty('postcode');
});

test('a postal code after the word for one is one (filters.postal-code+named)', () => {
  const result = analyze('riders with postcode 94110', BIKES, { explain: true });
  expect(result.analysis.filters).toEqual({ postcode: '94110' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.postal-code+named']);
});
