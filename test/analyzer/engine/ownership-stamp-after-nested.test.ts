import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented water works, each field listed once, the collections sent sorted by name: a sample points at its tank
// by the key listed first, so the samples' keyless fields open with their own stamp, after the nested fields closing a tank
const TANKS = [
  '_id', 'tank_id', 'capacity_l', 'material', 'fitted_at', 'valve.size', 'valve.fitted_on', 'notes',
  'logged_at', 'gauge.level_pct', 'gauge.temp_c', 'quality_flag', 'zone_id', 'zone_name', 'region',
];

test('stamp-after-nested: a stamp listed after the nested fields closing a record begins the keyless fields of the collection left', () => {
  const index = buildFieldIndex(TANKS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['samples', 'tanks', 'zones']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['fitted_at', 'valve.fitted_on', 'notes'].map(owner)).toEqual(['tanks', 'tanks', 'tanks']);
  expect(['logged_at', 'gauge.temp_c', 'quality_flag'].map(owner)).toEqual(['samples', 'samples', 'samples']);
  expect(owner('zone_name')).toBe('zones');
});
