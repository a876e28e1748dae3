import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

// an invented lighthouse service listed document by document, each field once: a lighthouse's own key and values, the
// keeper it points at (the keeper's key left out of the keepers' fields later), a nested object, then its embedded
// inspections; the keepers' own fields (no key), then the boats'
const LIGHTHOUSES = {
  fields: [
    '_id', 'lighthouse_id', 'label', 'height_m', 'lamp_kind', 'keeper_id', 'automated', 'beacon.colour', 'beacon.range_km',
    'inspections.inspection_id', 'inspections.inspected_on', 'inspections.boat_id', 'inspections.fault_count', 'inspections.fee',
    'given_name', 'surname', 'phone', 'hired_on',
    'boat_id', 'hull_colour', 'crew_size',
  ],
  collections: ['boats', 'keepers', 'lighthouses'],
};

const ownersOf = (schema: { fields: string[]; collections: string[] }) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('an id between a document\'s own key and its embedded fields points at another collection, which keeps the keyless block after the lists', () => {
  const owner = ownersOf(LIGHTHOUSES);
  expect(owner('keeper_id')).toBe('lighthouses');
  expect(owner('automated')).toBe('lighthouses');
  expect(owner('inspections.fee')).toBe('lighthouses');
  expect(owner('given_name')).toBe('keepers');
  expect(owner('hull_colour')).toBe('boats');
});

test('questions about the embedded records read the document embedding them', () => {
  expect(analyze('sum of inspection fee in 2023', LIGHTHOUSES).analysis.collection[0]).toBe('lighthouses');
});

/** Owners of the lighthouse collections read from `fields`, each expectation a field and its owner. */
const expectOwners = (fields: string[], expected: Record<string, string>) => {
  const owner = ownersOf({ fields, collections: LIGHTHOUSES.collections });
  for (const [field, collection] of Object.entries(expected)) expect(owner(field)).toBe(collection);
};

test('after a nested object of the record listed, the id still points (no list of records closed the document)', () => {
  expectOwners(['_id', 'lighthouse_id', 'label', 'beacon.colour', 'beacon.range_km', 'keeper_id', 'automated', 'inspections.inspection_id', 'inspections.fee', 'given_name', 'surname', 'boat_id', 'hull_colour'],
    { automated: 'lighthouses', 'inspections.fee': 'lighthouses' });
});

test('negative: an id right after a list of records begins the next collection', () => {
  expectOwners(['_id', 'lighthouse_id', 'label', 'inspections.inspection_id', 'inspections.fee', 'keeper_id', 'surname', 'repairs.repair_id', 'repairs.cost', 'boat_id', 'hull_colour'],
    { surname: 'keepers', 'repairs.cost': 'keepers' });
});

test('negative: an id naming a collection whose own fields name it later keeps the older reading', () => {
  expectOwners(['_id', 'lighthouse_id', 'label', 'keeper_id', 'automated', 'inspections.inspection_id', 'inspections.fee', 'keeper_name', 'surname', 'boat_id', 'hull_colour'],
    { surname: 'keepers', automated: 'lighthouses' });
});

test('with nothing used in a document schema, the richest document is read, not the one an id points at', () => {
  const result = analyze('list the tall ones', LIGHTHOUSES);
  expect(result.analysis.collection[0]).toBe('lighthouses');
});

test('negative: a field the question names still decides over the richest document', () => {
  expect(analyze('list every surname', LIGHTHOUSES).analysis.collection[0]).toBe('keepers');
});

// an invented ferry line with no lists of records: a crossing's own values, the vessel it points at, more values and a
// nested object; then the vessels' own fields (their key listed already) and the ports'
const CROSSINGS = {
  fields: ['_id', 'crossingId', 'departsAt', 'vesselId', 'fare', 'deckCount', 'weather.wind', 'weather.swell', 'cars', 'tonnage', 'builtYear', 'portId', 'berths', 'tidalRange'],
  collections: ['crossings', 'ports', 'vessels'],
};

test('an id followed by more plain values and then a nested object is one of the keyed record\'s values', () => {
  const owner = ownersOf(CROSSINGS);
  expect(owner('vesselId')).toBe('crossings');
  expect(owner('fare')).toBe('crossings');
  expect(owner('weather.swell')).toBe('crossings');
});

test('negative: an id right before a nested object, at the end, begins the collection it names', () => {
  const schema = { fields: ['_id', 'crossingId', 'departsAt', 'fare', 'vesselId', 'hull.colour', 'hull.length'], collections: ['crossings', 'vessels', 'ports'] };
  expect(ownersOf(schema)('hull.length')).toBe('vessels');
});
