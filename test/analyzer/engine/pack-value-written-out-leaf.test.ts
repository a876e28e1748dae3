import { expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW, throwOnStageError } from './fixtures.ts';

// invented: a care home's patients, each embedding the conditions and medications charted for them (the built-in
// healthcare pack knows the values)
const engine = createEngine(loadBuiltinRegistry(), { onStageError: throwOnStageError });
const filtersOf = (prompt: string, conditionLeaves: string[]) => engine.analyze({
  prompt,
  fields: ['_id', 'patient_id', 'full_name', 'room_no', 'conditions', ...conditionLeaves.map((leaf) => `conditions.${leaf}`), 'medications', 'medications.rx_code', 'medications.display_name', 'medications.dose_mg'],
  collections: ['patients', 'wards'],
}, { now: NOW }).analysis.filters;

test('a pack value of an embedded list goes to the one leaf writing its entries out in words', () => {
  expect(filtersOf('patients with asthma', ['snomed', 'description', 'charted_on'])).toEqual({ 'conditions.description': 'asthma' });
  expect(filtersOf('patients on warfarin', ['snomed', 'description'])).toEqual({ 'medications.display_name': 'warfarin' });
});

test('with two leaves that could write it out, the value stays on the list', () => {
  expect(filtersOf('patients with asthma', ['snomed', 'description', 'title'])).toEqual({ conditions: 'asthma' });
});
