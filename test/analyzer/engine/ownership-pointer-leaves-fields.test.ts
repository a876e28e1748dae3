import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented kennel listed document by document, each field once, collections sorted by name: a dog's own key and
// values with a nested owner object; a stay's key right after it, its values and embedded services; walks with no key
// of their own; groomers
const KENNEL = {
  fields: [
    '_id', 'dog_id', 'call_name', 'breed', 'weight_kg', 'owner.full_name', 'owner.phone',
    'stay_id', 'arrived_on', 'nights', 'pen_row', 'services.code', 'services.price',
    'walked_at', 'distance_km', 'walker_id',
    'groomer_id', 'grade',
  ],
  collections: ['dogs', 'groomers', 'stays', 'walks'],
};

const ownersOf = (schema: { fields: string[]; collections: string[] }) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('an id after a nested object begins its collection when reading it as a pointer would leave two collections one keyless block', () => {
  const owner = ownersOf(KENNEL);
  expect(owner('nights')).toBe('stays');
  expect(owner('services.price')).toBe('stays');
  expect(owner('distance_km')).toBe('walks');
  expect(owner('breed')).toBe('dogs');
});

test('negative: with a keyless block left for the collection the id names, the id still points', () => {
  const owner = ownersOf({
    fields: ['_id', 'dog_id', 'call_name', 'owner.full_name', 'owner.phone', 'stay_id', 'nights', 'services.code', 'services.price', 'arrived_on', 'pen_row', 'groomer_id', 'grade'],
    collections: ['dogs', 'groomers', 'stays'],
  });
  expect(owner('nights')).toBe('dogs');
  expect(owner('pen_row')).toBe('stays');
});
