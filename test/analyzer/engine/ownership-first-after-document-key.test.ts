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

// an invented swimming club, sorted by name: a member's key first after the document key, and a coach's value naming
// members far later ("takes_new_members")
const MEMBERS = [
  '_id', 'member_id', 'card_no', 'first_name', 'last_name', 'joined_on', 'address.city', 'address.street',
  'visit_id', 'coach_id', 'visited_on', 'lane', 'grade', 'takes_new_members',
];

test('first-key-is-own: the first key after the document key begins its own records, however far a field names them again', () => {
  const index = buildFieldIndex(MEMBERS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['coaches', 'members', 'visits']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['member_id', 'card_no', 'joined_on'].map(owner)).toEqual(['members', 'members', 'members']);
});
