import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { schemaFacts } from '../../../plugins/analyzer/engine/schema-memo.ts';
import { GENERIC, makeRegistry } from './fixtures.ts';

/**
 * An invented research-lab pack: a volunteer is what the schema stores as a "signup", a lab also goes by "bench", an
 * experiment by "assay". Two entities share the alias "volunteer": only the one the schema has a collection for
 * may take it.
 */
const LAB: SectorPack = {
  ...GENERIC, id: 'lab', label: 'Lab',
  signals: { fields: ['volunteerId', 'assayTitle', 'benchName', 'dosingGroup'] },
  entities: [
    { name: 'volunteers', aliases: ['volunteer'], idField: 'volunteerId' },
    { name: 'signups', aliases: ['signup', 'volunteer', 'volunteers'], idField: 'signupId' },
    { name: 'experiments', aliases: ['experiment', 'assays', 'assay'], idField: 'experimentId' },
  ],
};

/**
 * Signups first (a key the pack calls a volunteer's, two codes of other records, own fields, nested readings and
 * incidents), then labs (listed by name), then experiments (by an assay title): no field spells "signup" or
 * "experiment", and the last list ends with a two-word field whose last word is "signup".
 */
const FIELDS = [
  'volunteer_id', 'experiment_code', 'lab_code', 'dosing_group', 'joined_on', 'readings', 'readings.taken_on',
  'readings.pulse', 'incidents', 'incidents.incident_id', 'incidents.severity_grade', 'lab_name', 'city', 'director',
  'assay_title', 'sponsor', 'expected_signup', 'masking',
];
const COLLECTIONS = ['experiments', 'labs', 'signups'];

const ownersOf = (fields: readonly string[], collections: readonly string[], packs: SectorPack[]) => {
  const facts = schemaFacts(makeRegistry(...packs), fields, collections);
  return (...names: string[]) => names.map((name) => facts.owners.ownerOf.get(facts.index.byName.get(name)!) ?? null);
};

describe('ownership of an embedding schema read with the pack\'s names for its collections', () => {
  const owners = ownersOf(FIELDS, COLLECTIONS, [LAB]);

  test('a key the pack calls an entity\'s begins that collection, and codes in a row after it point elsewhere', () => {
    expect(owners('volunteer_id', 'experiment_code', 'lab_code', 'dosing_group', 'readings', 'incidents'))
      .toEqual(['signups', 'signups', 'signups', 'signups', 'signups', 'signups']);
  });

  test('a title the pack calls an entity\'s begins that collection', () => {
    expect(owners('lab_name', 'director')).toEqual(['labs', 'labs']);
    expect(owners('assay_title', 'sponsor', 'masking')).toEqual(['experiments', 'experiments', 'experiments']);
  });

  test('a word before a collection\'s name makes a measure, no mark of that collection', () => {
    expect(owners('expected_signup')).toEqual(['experiments']);
  });

  test('without the pack no key names the signups', () => {
    // with a fourth collection no run names, the leading run is not the signups by elimination either
    expect(ownersOf(FIELDS, [...COLLECTIONS, 'auditors'], [])('volunteer_id')).not.toEqual(['signups']);
  });

  test('without the pack the leading run is still the one collection no later run names', () => {
    expect(ownersOf(FIELDS, COLLECTIONS, [])('volunteer_id')).toEqual(['signups']);
  });
});

describe('a run begun after a nested object continues the record before it when every collection has its fields', () => {
  // wards, then staff whose nested badge holds a holder_id, then two more of the staff's own fields, then rotas
  const fields = ['ward_code', 'ward_name', 'beds', 'staff_id', 'staff_name', 'badge', 'badge.holder_id', 'badge.colour', 'night_shifts', 'grade',
    'rota_id', 'rota_week'];
  const owners = ownersOf(fields, ['rotas', 'staff', 'wards'], []);
  test('the staff keep the fields after their badge', () => {
    expect(owners('night_shifts', 'grade')).toEqual(['staff', 'staff']);
    expect(owners('rota_week')).toEqual(['rotas']);
  });
});
