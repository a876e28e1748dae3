import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented orchard co-op whose fields come sorted by name, not collection by collection
const COLLECTIONS = ['growers', 'harvests', 'orchards'];
const SORTED = ['acreage', 'crate_count', 'grower_id', 'grower_name', 'harvest_id', 'orchard_id', 'orchard_name', 'picked_on', 'soil_ph', 'variety'];

const ownersOf = (fields: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, COLLECTIONS);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('a list sorted by name gives fields only to the collection their own name names', () => {
  const owner = ownersOf(SORTED);
  expect(owner('grower_name')).toBe('growers');
  expect(owner('orchard_name')).toBe('orchards');
  expect(owner('harvest_id')).toBe('harvests');
  // standing after harvest_id says nothing about whose field it is
  expect(owner('acreage')).toBeUndefined();
  expect(owner('picked_on')).toBeUndefined();
});

test('negative: the same fields written collection by collection keep the reading by order', () => {
  const owner = ownersOf(['grower_id', 'grower_name', 'acreage', 'harvest_id', 'picked_on', 'crate_count', 'orchard_id', 'orchard_name', 'soil_ph', 'variety']);
  expect(owner('acreage')).toBe('growers');
  expect(owner('picked_on')).toBe('harvests');
});
