import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

// an invented field-service document store listed document by document (collections given alphabetically): a visit
// points at its work order and depot by reference and code fields, embeds its technician and the parts it used; the
// depots' plain fields follow with their bays, then the work orders keyed by an acronym of their name
const FIELD_SERVICE = {
  fields: [
    'visitId', 'workOrderRef', 'depotCode', 'technician', 'technician.fullName', 'technician.badge', 'arrivedAt', 'durationMinutes',
    'replacedParts', 'replacedParts.partNo', 'replacedParts.qty',
    'address', 'capacity', 'bays', 'bays.bayId', 'bays.size',
    'woNumber', 'priority', 'openedAt', 'tasks', 'tasks.taskId', 'tasks.hours',
  ],
  collections: ['depots', 'serviceVisits', 'workOrders'],
};

const ownersOf = (schema: { fields: string[]; collections: string[] }) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('reference and code fields in a row after a record\'s own key point at other collections, before its embedded object', () => {
  const owner = ownersOf(FIELD_SERVICE);
  expect(owner('workOrderRef')).toBe('serviceVisits');
  expect(owner('depotCode')).toBe('serviceVisits');
  expect(owner('durationMinutes')).toBe('serviceVisits');
  expect(analyze('average duration minutes', FIELD_SERVICE).analysis.collection[0]).toBe('serviceVisits');
});

test('a plain field after a plural embedded list whose records hold a key starts the next collection\'s fields', () => {
  const owner = ownersOf(FIELD_SERVICE);
  expect(owner('replacedParts.qty')).toBe('serviceVisits');
  expect(owner('address')).toBe('depots');
  expect(owner('capacity')).toBe('depots');
});

test('an open run keyed by the initials of one unclaimed collection ("woNumber") is that collection\'s', () => {
  const owner = ownersOf(FIELD_SERVICE);
  expect(owner('woNumber')).toBe('workOrders');
  expect(owner('priority')).toBe('workOrders');
});

// an invented allotment society: each plot lists its own fields, its tenant's id, then its harvests; the gardeners'
// own fields follow (their id already listed)
const ALLOTMENTS = {
  fields: [
    'plotId', 'plotName', 'soil', 'areaSqm', 'gardenerId', 'harvests', 'harvests.harvestDate', 'harvests.crop', 'harvests.weightKg',
    'gardenerName', 'phone',
  ],
  collections: ['gardeners', 'plots'],
};

// an invented transit card scheme: a pass keyed by a number naming nothing points at its rider, lists its own fields
// and its dated trips; the riders' own fields follow
const PASSES = {
  fields: ['cardNumber', 'riderId', 'passType', 'validFrom', 'trips', 'trips.tripDate', 'trips.fare', 'fullName', 'email'],
  collections: ['passes', 'riders'],
};

test('an id right before a document\'s embedded list, whose collection\'s own fields follow the list, points from the listing record', () => {
  expect(['gardenerId', 'harvests.weightKg', 'gardenerName'].map(ownersOf(ALLOTMENTS))).toEqual(['plots', 'plots', 'gardeners']);
  expect(analyze('total harvest weight kg per crop', ALLOTMENTS).analysis.collection[0]).toBe('plots');
});

test('an id after the list\'s first key, before a field naming another collection, points; a dated list ends the record', () => {
  const owner = ownersOf(PASSES);
  expect(owner('riderId')).not.toBe('riders');
  expect([owner('trips.fare'), owner('fullName'), analyze('average trip fare by pass type', PASSES).analysis.collection[0]]).toEqual(['passes', 'riders', 'passes']);
});

test('a dated list in a list written in alphabetical order ends no record: a list stands where its name sorts', () => {
  const owner = ownersOf({
    fields: ['_id', 'address', 'kind', 'repairs', 'repairs.date', 'repairs.cost', 'serial', 'boat_id', 'hash', 'outline', 'outline.type'],
    collections: ['boats', 'yards'],
  });
  expect(owner('serial')).not.toBe('yards');
});

test('a bare id naming no collection, after the record listed pointed at the same thing under roles, begins that thing\'s records', () => {
  // an invented ferry line: each crossing points at its departure and arrival piers; the piers, which the collection
  // calls berths, follow with their own key
  const owner = ownersOf({
    fields: ['crossing_id', 'sailed_at', 'from_pier_id', 'from_pier_label', 'to_pier_id', 'fare', 'pier_id', 'pier_label', 'depth_m', 'built_on'],
    collections: ['berths', 'crossings'],
  });
  expect(['fare', 'to_pier_id'].map(owner)).toEqual(['crossings', 'crossings']);
  expect(['pier_id', 'pier_label', 'depth_m', 'built_on'].map(owner)).toEqual(Array(4).fill('berths'));
});
