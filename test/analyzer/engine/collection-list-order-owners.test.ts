import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

/** Owners of some fields of an invented schema, the collections sent in the order given. */
const ownersOf = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

// an invented boarding kennel: each collection's fields in the order the collections are sent, keys listed once
const KENNEL = ['kennel_id', 'kennel_name', 'town', 'capacity', 'guest_id', 'pet_name', 'breed', 'owner_phone', 'stay_id', 'check_in', 'check_out', 'nightly_fee', 'stay_status', 'stay_channel'];
// an invented farm co-operative, whose drivers' key the list left with the tractors
// an invented marina, whose boats' and owners' keys the list left with the permits
const MARINA = ['permit_id', 'boat_id', 'owner_id', 'berth', 'issued_on', 'permit_status', 'expiry_date', 'sail_number', 'hull_colour', 'maker', 'length_m', 'licence_no', 'first_name', 'last_name', 'phone', 'fee_code', 'fee_label'];
const FARM = ['farmId', 'farmName', 'region', 'hectares', 'fieldId', 'crop', 'plantedOn', 'tractorId', 'make', 'hoursRun', 'firstName', 'lastName', 'licence'];

describe('collections sent in an order of their own place the fields names alone leave out', () => {
  test('a collection whose fields begin with a plain value begins at the key naming it listed last before', () => {
    const owners = ownersOf(KENNEL, ['kennels', 'guests', 'stays']);
    expect(owners('stay_id', 'check_in', 'nightly_fee', 'stay_status')).toEqual(['stays', 'stays', 'stays', 'stays']);
    expect(owners('guest_id', 'owner_phone')).toEqual(['guests', 'guests']);
  });

  test('a people collection listed last, with no fields of its own, begins at a person\'s name', () => {
    const owners = ownersOf(FARM, ['farms', 'fields', 'tractors', 'drivers']);
    expect(owners('firstName', 'lastName', 'licence')).toEqual(['drivers', 'drivers', 'drivers']);
    expect(owners('tractorId', 'hoursRun')).toEqual(['tractors', 'tractors']);
  });

  test('two collections listed between two segments split the fields no collection has where the second\'s begin', () => {
    const owners = ownersOf(MARINA, ['Permits', 'Boats', 'Owners', 'Ref_Fees']);
    expect(owners('sail_number', 'maker', 'length_m')).toEqual(['Boats', 'Boats', 'Boats']);
    // (the person's key listed right before the name begins with it)
    expect(owners('licence_no', 'first_name', 'phone')).toEqual(['Owners', 'Owners', 'Owners']);
    expect(owners('fee_label')).toEqual(['Ref_Fees']);
  });

  test('a list whose order the fields do not follow, or sorted by name, places nothing', () => {
    // names alone: the collections sent in an order the fields do not follow
    const stays = ['stay_id', 'check_in', 'nightly_fee'];
    const namesOnly = ownersOf(KENNEL, ['stays', 'kennels', 'guests'])(...stays);
    expect(namesOnly).not.toEqual(ownersOf(KENNEL, ['kennels', 'guests', 'stays'])(...stays));
    expect(ownersOf(KENNEL, ['guests', 'kennels', 'stays'])(...stays)).toEqual(namesOnly);
    expect(ownersOf(FARM, ['drivers', 'farms', 'fields', 'tractors'])('firstName')).toEqual(ownersOf(FARM, ['tractors', 'farms', 'fields', 'drivers'])('firstName'));
  });

  test('a list sorted by code point, capitals first, is sorted too', () => {
    const stays = ['stay_id', 'check_in', 'nightly_fee'];
    expect(ownersOf(KENNEL, ['Kennels', 'guests', 'stays'])(...stays)).toEqual(ownersOf(KENNEL, ['stays', 'Kennels', 'guests'])(...stays));
  });
});
