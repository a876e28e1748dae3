import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { GENERIC, makeRegistry, NOW } from './fixtures.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';

/** An invented veterinary pack whose vocabulary names its fields as a flat schema would ("releaseOutcome"). */
const VET: SectorPack = {
  ...GENERIC, id: 'vet', label: 'Vet',
  signals: { fields: ['animalId', 'species', 'stays'] },
  vocabularies: { releaseOutcome: ['rehomed', 'euthanised'], careType: ['isolation', 'quarantine'] },
};

/** Animals keep their stays; a stay keeps its outcome and the care it had, two levels down. */
const FIELDS = ['animal_id', 'species', 'stays', 'stays.stay_id', 'stays.release_outcome', 'stays.care', 'stays.care.care_type', 'stays.stay_days'];

const engine = createEngine(makeRegistry(VET));
const filtersOf = (prompt: string) => engine.analyze({ prompt, fields: FIELDS, collections: ['animals'] }, { now: NOW }).analysis.filters;

describe('a pack value reaches the nested leaf its field name spells', () => {
  test('a value of a several-word field is kept in the leaf of that name', () => {
    expect(filtersOf('list the animals that were rehomed')).toEqual({ 'stays.release_outcome': 'rehomed' });
  });
  test('a leaf named only by a sort word is not reached by its name alone', () => {
    expect(Object.keys(filtersOf('animals kept in quarantine'))).not.toContain('stays.care.care_type');
  });
});
