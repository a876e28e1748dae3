import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented alpine club, each field listed once, the collections sent sorted by name: a climb points at its hut and
// its warden; the huts' fields follow from their own name, then the wardens' keyless fields from a person's full name
const CLIMBS = [
  '_id', 'climb_number', 'route_grade', 'climbed_on', 'hut_id', 'warden_id', 'pitches', 'pitches.pitch_id', 'pitches.length_m',
  'hut_name', 'altitude', 'beds', 'is_open', 'full_name', 'licence_grade', 'email',
];

test('person-after-thing-name: a person\'s name after a thing\'s own name and its values begins another record\'s fields', () => {
  const index = buildFieldIndex(CLIMBS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['climbs', 'huts', 'wardens']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['hut_name', 'is_open'].map(owner)).toEqual(['huts', 'huts']);
  expect(['full_name', 'licence_grade', 'email'].map(owner)).toEqual(['wardens', 'wardens', 'wardens']);
});

test('person-after-thing-name: a person\'s name right after the thing\'s name and one value is still the thing\'s', () => {
  const fields = CLIMBS.filter((f) => f !== 'beds' && f !== 'is_open');
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['climbs', 'huts', 'wardens']);
  expect(ownerOf.get(index.byName.get('full_name')!)).not.toBe('wardens');
});
