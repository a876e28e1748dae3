import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { GENERIC, makeRegistry, NOW } from './fixtures.ts';

// patients embed their encounters, each of a type; providers keep a specialty
const CLINIC = {
  fields: ['patient_id', 'mrn', 'encounters', 'encounters.encounter_date', 'encounters.encounter_type', 'provider_id', 'provider_name', 'specialty'],
  collections: ['patients', 'providers'],
};
const builtin = createEngine(loadBuiltinRegistry());

// an invented pack whose kinds of fault are spelled as a leaf two levels down
const WORKSHOP: SectorPack = {
  ...GENERIC, id: 'workshop', label: 'Workshop', signals: { fields: ['machine_id', 'serial_no'] },
  synonyms: { fault: ['faults.summary'] }, vocabularies: { fault: ['overheating', 'vibration'] },
};
// machines embed their services, each of which embeds the faults found
const MACHINES = {
  fields: ['machine_id', 'serial_no', 'services', 'services.service_date', 'services.faults', 'services.faults.fault_code', 'services.faults.summary'],
  collections: ['machines'],
};

describe('a pack value spelled as a list and its leaf is kept in that leaf two levels down', () => {
  test('an invented pack', () => {
    const engine = createEngine(makeRegistry(WORKSHOP));
    const { analysis } = engine.analyze({ prompt: 'machines with overheating', ...MACHINES }, { now: NOW });
    expect(analysis.filters).toEqual({ 'services.faults.summary': 'overheating' });
  });

  test('a condition kept in the diagnoses of encounters, by the built-in clinical pack', () => {
    const fields = ['patient_id', 'mrn', 'first_name', 'last_name', 'encounters', 'encounters.encounter_date', 'encounters.diagnoses',
      'encounters.diagnoses.icd10_code', 'encounters.diagnoses.description', 'medications', 'medications.drug_name'];
    const { analysis } = builtin.analyze({ prompt: 'patients diagnosed with hypertension', fields, collections: ['patients'] }, { now: NOW });
    expect(analysis.filters).toEqual({ 'encounters.diagnoses.description': 'hypertension' });
  });
});

describe('a pack value right before records that keep their own kind is that kind', () => {
  test('"emergency" is the encounters\' type, not a specialty the pack lists it for', () => {
    const { analysis, explanation } = builtin.analyze({ prompt: 'emergency encounters in 2024', ...CLINIC }, { now: NOW, explain: true });
    expect(analysis.filters).toEqual({ 'encounters.encounter_type': 'emergency' });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.kind-modifier');
  });

  test('said elsewhere it stays the pack\'s', () => {
    expect(builtin.analyze({ prompt: 'providers in emergency', ...CLINIC }, { now: NOW }).analysis.filters).toEqual({ specialty: 'emergency' });
  });
});
