import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// invented records-style exports: `_id` once, then each collection's records in blocks, in the order of the
// collections list, each record's plain values first and its embedded lists last; a key shared by two collections
// listed once, where it first points

const ownersOf = (schema: { fields: string[]; collections: string[] }) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

// a courier: a delivery points at its driver right after its own key, the driver's key listed there only; a driver's
// home address an embedded object in mid-record; vans named by no field
const COURIER = {
  fields: [
    '_id', 'deliveryRef', 'driverCode', 'dispatchedAt', 'parcelCount', 'weightKg', 'recipient.city', 'recipient.zip',
    'stops', 'stops.address', 'stops.arrivedAt',
    'licenceClass', 'hiredOn', 'home.town', 'home.postcode', 'plateNo', 'shiftPattern', 'shifts', 'shifts.date', 'shifts.hours',
    'model', 'payloadKg', 'fuelType', 'services', 'services.date', 'services.cost',
  ],
  collections: ['deliveries', 'drivers', 'vans'],
};

test('a block begins at the first plain field after the lists ending the record before it, not after an object', () => {
  const owner = ownersOf(COURIER);
  expect(owner('deliveryRef')).toBe('deliveries');
  expect(owner('weightKg')).toBe('deliveries');
  expect(owner('stops.arrivedAt')).toBe('deliveries');
  expect(owner('licenceClass')).toBe('drivers');
  expect(owner('hiredOn')).toBe('drivers');
  // (an embedded object in mid-record ends no record)
  expect(owner('plateNo')).toBe('drivers');
  expect(owner('shifts.hours')).toBe('drivers');
  expect(owner('model')).toBe('vans');
  expect(owner('services.cost')).toBe('vans');
  expect(owner('_id')).toBeUndefined();
});

test('negative: a record listing a plain value between its lists leaves more boundaries than blocks, read by names', () => {
  const owner = ownersOf({
    fields: [
      '_id', 'hiveId', 'apiaryCode', 'queenYear', 'frames', 'inspections', 'inspections.date', 'inspections.mites',
      'apiaryName', 'village', 'altitudeM', 'visits', 'visits.date', 'visits.keeper',
      'jarLot', 'filledOn', 'tastings', 'tastings.score', 'grams', 'labels', 'labels.text',
    ],
    collections: ['hives', 'apiaries', 'jars'],
  });
  expect(owner('queenYear')).toBe('hives');
  expect(owner('grams')).toBe('jars');
});

test('negative: blocks in another order than the collections list, a key naming one listed before, keep the reading of names', () => {
  const owner = ownersOf({
    fields: [
      '_id', 'catchId', 'caughtOn', 'weightKg', 'baits', 'baits.kind', 'baits.grams',
      'lakeId', 'lakeName', 'depthM', 'stockings', 'stockings.date', 'stockings.fish',
      'anglerId', 'fullName', 'clubName', 'permits', 'permits.year', 'permits.fee',
    ],
    collections: ['anglers', 'catches', 'lakes'],
  });
  expect(owner('caughtOn')).toBe('catches');
  expect(owner('fullName')).toBe('anglers');
});

test('negative: two collections named by no field give the order no evidence', () => {
  const owner = ownersOf({
    fields: [
      '_id', 'catchId', 'caughtOn', 'weightKg', 'baits', 'baits.kind', 'baits.grams',
      'surfaceHa', 'maxDepthM', 'stockings', 'stockings.date', 'stockings.fish',
      'fullName', 'clubName', 'permits', 'permits.year', 'permits.fee',
    ],
    collections: ['anglers', 'catches', 'lakes'],
  });
  expect(owner('caughtOn')).toBe('catches');
});
