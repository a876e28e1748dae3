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
