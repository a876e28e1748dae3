import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/**
 * Lists naming each field once: the key of a collection pointed at earlier is left out of its own fields, which then
 * begin at no key. A thing's own name listed well after another record's key and plain values begins them.
 */
const owners = (fields: readonly string[], collections: readonly string[]) => {
  const index = buildFieldIndex([...fields], []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

// a brewery's flat list: the taprooms' key sits among the tastings' fields
const BREWERY = ['brewers', 'tastings', 'taprooms'];
const BREWERY_FIELDS = [
  '_id', 'brewer_id', 'given_name', 'surname', 'joined_on',
  'tasting_id', 'taproom_id', 'poured_at', 'style', 'is_seasonal', 'abv_pct',
  'name', 'street', 'seat_count', 'has_patio',
];

// a kennel with an embedded list: the treatments' fields follow the vets' with no key of their own
const KENNEL = ['dogs', 'visits', 'vets', 'treatments'];
const KENNEL_FIELDS = [
  '_id', 'dog_id', 'breed', 'born_on', 'vaccinations.vaccine', 'vaccinations.given_on',
  'visit_id', 'treatment_code', 'visited_on', 'fee',
  'vet_id', 'clinic_city', 'licence_no', 'qualified_on',
  'remedy_name', 'dose_unit', 'list_price',
];

describe('a thing\'s name listed late in a record begins the keyless fields of the collection left without any', () => {
  test('flat list: the name after a record\'s key and plain values goes to the collection left', () => {
    const owner = owners(BREWERY_FIELDS, BREWERY);
    expect(owner('poured_at')).toBe('tastings');
    expect(owner('abv_pct')).toBe('tastings');
    expect(owner('name')).toBe('taprooms');
    expect(owner('seat_count')).toBe('taprooms');
    expect(owner('has_patio')).toBe('taprooms');
  });

  test('run reading: a qualified name after the last keyed run goes to the collection left', () => {
    const owner = owners(KENNEL_FIELDS, KENNEL);
    expect(owner('qualified_on')).toBe('vets');
    expect(owner('remedy_name')).toBe('treatments');
    expect(owner('list_price')).toBe('treatments');
  });

  test('a name right after a record\'s key and one value is that record\'s own', () => {
    const fields = ['_id', 'brewer_id', 'given_name', 'surname', 'joined_on', 'tasting_id', 'taproom_id', 'style', 'title', 'abv_pct', 'seat_count'];
    const owner = owners(fields, BREWERY);
    expect(owner('title')).toBe('tastings');
  });

  test('a person\'s role name, or a name after a person\'s name, begins nothing', () => {
    const fields = [...KENNEL_FIELDS.slice(0, 14), 'owner_name', 'dose_unit', 'list_price'];
    expect(owners(fields, KENNEL)('owner_name')).toBe('vets');
    const named = ['_id', 'dog_id', 'breed', 'vaccinations.vaccine', 'visit_id', 'treatment_code', 'visited_on', 'fee', 'vet_id', 'first_name', 'clinic_city', 'qualified_on', 'remedy_name', 'list_price'];
    expect(owners(named, KENNEL)('remedy_name')).toBe('vets');
  });
});
