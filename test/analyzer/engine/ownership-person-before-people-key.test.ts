import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented marina, each field listed once, the collections sent sorted by name: the pilots' fields open with a
// person's full name, their key listed after it, right after the vessels' own name and plain values
const MOORINGS = [
  '_id', 'berth_number', 'depth_m', 'power.amps', 'power.is_metered', 'daily_fee', 'vessel_id', 'vessel_name', 'hull_type', 'tonnage', 'is_insured',
  'full_name', 'phone', 'pilot_id', 'licence_class', 'years_at_sea',
];

test('person-before-people-key: a person\'s name after a thing\'s own name begins the people\'s fields whose key follows it', () => {
  const index = buildFieldIndex(MOORINGS, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['berths', 'pilots', 'vessels']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['vessel_name', 'is_insured'].map(owner)).toEqual(['vessels', 'vessels']);
  expect(['full_name', 'phone', 'pilot_id', 'years_at_sea'].map(owner)).toEqual(['pilots', 'pilots', 'pilots', 'pilots']);
});
