import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented ferry operator's flat list, each field once: vessels, then sailings (a key of a person outside the
// schema, then the code of a lookup table and more of the sailing's values), then the lookup table's label
const COLLECTIONS = ['Ref_Sailing_Kinds', 'Sailings', 'Vessels'];
const FIELDS = [
  'Vessel_ID', 'Vessel_Name', 'Tonnage', 'Built_Year',
  'Sailing_ID', 'Sailing_Date', 'Captain_ID', 'Sailing_Kind_Code', 'Cars_Carried_Qty', 'Outcome', 'Minutes_Late',
  'Sailing_Kind_Desc',
];

const ownersOf = (fields: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, COLLECTIONS);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('a lookup code listed far from its label, after a key, is one of the record\'s values', () => {
  const owner = ownersOf(FIELDS);
  expect(owner('Sailing_Kind_Code')).toBe('Sailings');
  expect(owner('Minutes_Late')).toBe('Sailings');
  expect(owner('Sailing_Kind_Desc')).toBe('Ref_Sailing_Kinds');
});

test('negative: a lookup code right before its label begins the lookup table', () => {
  const owner = ownersOf(['Vessel_ID', 'Vessel_Name', 'Tonnage', 'Sailing_ID', 'Sailing_Date', 'Captain_ID', 'Minutes_Late', 'Sailing_Kind_Code', 'Sailing_Kind_Desc']);
  expect(owner('Sailing_Kind_Code')).toBe('Ref_Sailing_Kinds');
  expect(owner('Minutes_Late')).toBe('Sailings');
});
