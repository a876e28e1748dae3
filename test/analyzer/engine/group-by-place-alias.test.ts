import { expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const groupBy = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis.groupBy;

// invented walk-in clinics: patients keep a home address, clinics a sales region
const CLINICS = {
  fields: ['_id', 'patient_no', 'address.city', 'address.state', 'address.zip', 'clinic_name', 'region', 'started_on'],
  collections: ['clinics', 'patients'],
};

test('a field the generic pack names by the words it ends in ranks in the pack\'s order, before a field it lists later', () => {
  expect(groupBy('count of pts in each state', CLINICS)).toEqual(['address.state']);
  expect(groupBy('number of clinics per region', CLINICS)).toEqual(['region']);
});
