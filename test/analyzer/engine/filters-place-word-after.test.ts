import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bus operator: garages with a town and the district code they are filed under
const GARAGES = { fields: ['garage_id', 'garage_name', 'town', 'district_code', 'bays'], collections: ['Garages'] };

test('a place word after a name that no place field ends in names the field that takes the name', () => {
  expect(analyze('garages in the Eastfold district', GARAGES).analysis.filters).toEqual({ district_code: 'Eastfold' });
});

test('a name after "in" with no such word is still the town', () => {
  const { analysis, explanation } = analyze('garages in Eastfold', GARAGES, { explain: true });
  expect(analysis.filters).toEqual({ town: 'Eastfold' });
  expect(explanation!.filters.evidence[0]!.rule).toBe('filters.place-value');
});
