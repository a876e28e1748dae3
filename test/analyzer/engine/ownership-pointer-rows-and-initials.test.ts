import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners, initialismCollection } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/** Each field's owner as ownership reads a list naming each field once, then the owners of the fields picked. */
function ownersIn(fields: string[], collections: string[]) {
  const index = buildFieldIndex(fields, []);
  const read = fieldOwners(index, collections).ownerOf;
  const byName = new Map(fields.map((f) => [f, read.get(index.byName.get(f)!)] as const));
  return (...picked: string[]) => picked.map((f) => byName.get(f));
}

describe('ids in a row inside a keyed document point together (ownership.insideKeyedDocument)', () => {
  test('a bicycle workshop: the bike\'s key, its plain values, two ids, an owner object, then its repairs', () => {
    const owners = ownersIn([
      '_id', 'bike_id', 'frame_size', 'colour', 'workshop_id', 'mechanic_id', 'rider.name', 'rider.phone',
      'repairs.repair_id', 'repairs.part', 'repairs.cost', 'repairs.done_on', 'skill_level', 'certified', 'label', 'street',
    ], ['bikes', 'mechanics', 'workshops']);
    expect(owners('workshop_id', 'mechanic_id', 'rider.name', 'repairs.cost', 'repairs.done_on')).toEqual(['bikes', 'bikes', 'bikes', 'bikes', 'bikes']);
  });

  test('an apiary register: a hive\'s key, ids of its apiary and keeper, its location, then its inspections', () => {
    const owners = ownersIn([
      '_id', 'hiveId', 'queenAge', 'colonyStrength', 'apiaryId', 'keeperId', 'location.lat', 'location.lng',
      'inspections.inspectionId', 'inspections.miteCount', 'inspections.checkedOn', 'yearsKeeping', 'licence', 'acreage', 'soilType',
    ], ['apiaries', 'hives', 'keepers']);
    expect(owners('apiaryId', 'keeperId', 'inspections.miteCount')).toEqual(['hives', 'hives', 'hives']);
  });

  test('negative: a row of ids whose collections\' own fields follow, with no list of records, still begins them', () => {
    const owners = ownersIn([
      '_id', 'hiveId', 'queenAge', 'apiaryId', 'keeperId', 'keeperName', 'yearsKeeping', 'apiaryName', 'acreage', 'location.lat',
    ], ['apiaries', 'hives', 'keepers']);
    expect(owners('queenAge', 'yearsKeeping', 'acreage')).toEqual(['hives', 'keepers', 'apiaries']);
  });
});

test('the document key listed alone before the first collection\'s key goes to no collection left without fields', () => {
  const owners = ownersIn([
    '_id', 'stay_id', 'guest_ref', 'guest.name', 'guest.phone', 'room_id', 'lead_host_id', 'arrived_on', 'nights',
    'extras.extra_id', 'extras.price', 'host_id', 'given_name', 'surname', 'rating', 'label', 'floor', 'beds',
  ], ['hosts', 'rooms', 'stays']);
  expect(owners('_id', 'room_id', 'extras.price', 'given_name')).toEqual([undefined, 'stays', 'stays', 'hosts']);
});

describe('a person\'s name well inside another collection\'s fields begins the collection only pointed at (ownership.personOfPointed)', () => {
  test('a tour operator: the guides\' keyless fields follow the bookings\'', () => {
    const owners = ownersIn([
      '_id', 'tourId', 'guideId', 'title', 'startsOn', 'price', 'stops.stopName', 'stops.minutes', 'bookingId', 'seats',
      'bookedOn', 'paid', 'givenName', 'surname', 'licenceNo', 'hiredOn',
    ], ['bookings', 'guides', 'tours']);
    expect(owners('paid', 'givenName', 'surname', 'hiredOn')).toEqual(['bookings', 'guides', 'guides', 'guides']);
  });

  test('a climbing gym: the instructors\' fields after the memberships\'', () => {
    const owners = ownersIn([
      '_id', 'sessionId', 'instructorId', 'wallName', 'grade', 'slots.startsAt', 'slots.capacity', 'membershipId', 'plan',
      'renewedOn', 'monthlyFee', 'firstName', 'lastName', 'certifiedOn', 'dayRate',
    ], ['instructors', 'memberships', 'sessions']);
    expect(owners('monthlyFee', 'firstName', 'dayRate')).toEqual(['memberships', 'instructors', 'instructors']);
  });

  test('negative: a person\'s name right after a collection\'s key stays with it', () => {
    const owners = ownersIn([
      '_id', 'tourId', 'guideId', 'title', 'stops.stopName', 'stops.minutes', 'bookingId', 'givenName', 'surname', 'seats', 'paid',
    ], ['bookings', 'guides', 'tours']);
    expect(owners('givenName', 'paid')).toEqual(['bookings', 'bookings']);
  });
});

describe('initials of a multi-word collection name in a question', () => {
  test('a capitalised initialism in a question names the collection (collection.initialism)', () => {
    expect(initialismCollection('DNs', ['DeliveryNotes', 'Drivers', 'Depots'])).toBe('DeliveryNotes');
    const schema = { fields: ['_id', 'noteNo', 'issuedOn', 'driverId', 'weightKg', 'driverName', 'depotCode'], collections: ['DeliveryNotes', 'Drivers', 'Depots'] };
    const r = analyze('DNs issued by driver D-88', schema, { explain: true });
    expect(r.analysis.collection[0]).toBe('DeliveryNotes');
    expect(r.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.initialism');
  });

  test('an amount word before the initials leaves them naming the records; a field a value is said of does not', () => {
    const schema = { fields: ['vendor_id', 'vendor_name', 'po_id', 'vendor_id', 'total_amount', 'order_date', 'phase'], collections: ['vendors', 'purchase_orders'] };
    expect(analyze('total PO spend last year', schema).analysis.collection[0]).toBe('purchase_orders');
    expect(analyze('phase PO vendors', schema).analysis.collection[0]).toBe('vendors');
  });

  test('negative: a key word in capitals or a lower-case word spells no initials', () => {
    expect(initialismCollection('ID', ['item_details', 'shelves'])).toBeUndefined();
    expect(initialismCollection('dns', ['DeliveryNotes', 'Drivers'])).toBeUndefined();
    expect(initialismCollection('DN', ['DeliveryNotes', 'DispatchNotices'])).toBeUndefined();
  });
});

describe('a capitalised word inside a question is part of a name, no plural of a collection\'s first name word', () => {
  const schema = { fields: ['_id', 'memberNo', 'fullName', 'position', 'operationId', 'budget', 'spentSoFar'], collections: ['members', 'operationBudgets'] };
  test('"Operations" in a job title', () => {
    expect(analyze('members holding the position Director of Operations', schema).analysis.collection[0]).toBe('members');
  });
  test('negative: the plural written in lower case still names the collection', () => {
    expect(analyze('list operations with budget above 500', schema).analysis.collection[0]).toBe('operationBudgets');
  });
});
