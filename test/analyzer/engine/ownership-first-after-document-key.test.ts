import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented parcel service, the collections sent sorted by name: the document key every collection shares, then a
// parcel's own number naming no collection, then its pointers at a courier and a depot
const PARCELS = [
  '_id', 'waybill_number', 'courierId', 'homeDepotId', 'origin.city', 'origin.country', 'status', 'sentAt', 'weightKg', 'fragile',
];

test('first-after-document-key, pointers-only-run: the first field after the document key is a record\'s own key, its pointers point', () => {
  const index = buildFieldIndex(PARCELS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['couriers', 'depots', 'parcels']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['waybill_number', 'courierId', 'homeDepotId', 'status', 'weightKg'].map(owner)).toEqual(['parcels', 'parcels', 'parcels', 'parcels', 'parcels']);
});
