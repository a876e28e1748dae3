import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in healthcare pack: drug and allergen names as stored values (filters.pack-vocabulary)
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis.filters;

describe('filters: a drug or allergen named alone finds the field that keeps it', () => {
  // an invented hospice: residents embed their medications, allergies and observations
  const HOSPICE = {
    fields: ['_id', 'residentId', 'mrn', 'bloodType', 'diagnosis', 'medications', 'medications.drugName', 'medications.doseMg',
      'medications.startedOn', 'allergies', 'vitals.heartRate'],
    collections: ['residents'],
  };
  // an invented dispensary: flat prescriptions with the drug's generic name
  const DISPENSARY = {
    fields: ['_id', 'rxNumber', 'patientId', 'genericName', 'daysSupply', 'filledOn', 'prescriberNpi', 'copay', 'ndc'],
    collections: ['prescriptions', 'patients'],
  };

  test('a drug goes to the leaf of the embedded medication list, not to the list', () => {
    expect(filters('residents taking atorvastatin', HOSPICE)).toEqual({ 'medications.drugName': 'atorvastatin' });
  });

  test('a drug goes to a generic-name field', () => {
    expect(filters('who got sertraline', DISPENSARY)).toEqual({ genericName: 'sertraline' });
  });

  test('a lab test goes to the test-name leaf of the embedded results', () => {
    const LAB = { fields: ['_id', 'resident_id', 'mrn', 'diagnosis', 'allergies', 'labs', 'labs.test_name', 'labs.value'], collections: ['residents'] };
    expect(filters('residents with a ferritin on file', LAB)).toEqual({ 'labs.test_name': 'ferritin' });
  });

  test('an allergen goes to the allergies field', () => {
    expect(filters('residents allergic to latex', HOSPICE)).toEqual({ allergies: 'latex' });
  });
});
