import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, makeRegistry, NOW, throwOnStageError } from './fixtures.ts';

// a choir: the singers' sex kept as text, or as a yes/no field
const CHOIR = { fields: ['singer_id', 'singer_name', 'voice_part', 'gender', 'rehearsals', 'rehearsals.hall'], collections: ['singers'] };
const FLAGGED = { fields: ['singer_id', 'singer_name', 'voice_part', 'IsFemale'], collections: ['singers'] };
const filters = (prompt: string, schema = CHOIR) => analyze(prompt, schema).analysis.filters;

describe('filters: words for people of one sex', () => {
  test.each([
    ['how many women sing tenor parts', CHOIR, { gender: 'female' }],
    ['list the boys in the choir', CHOIR, { gender: 'male' }],
    ['sopranos who are not men', CHOIR, { gender: { $ne: 'male' } }],
    ['list the girls', FLAGGED, { IsFemale: true }],
    ['how many gentlemen sing', FLAGGED, { IsFemale: false }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toMatchObject(expected);
  });

  test('the evidence names the rule', () => {
    expect(analyze('how many women sing', CHOIR, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.sex-word']);
  });

  test('both sexes asked about is a breakdown, not a condition', () => {
    expect(filters('how many singers are men and how many are women')).toEqual({});
    expect(filters('tally male versus female singers per voice part')).toEqual({});
  });

  test('a schema that keeps no sex takes none', () => {
    expect(filters('how many women sing', { fields: ['singer_id', 'singer_name'], collections: ['singers'] })).toEqual({});
  });
});

describe('filters: a trade vocabulary listing both sexes sets no condition', () => {
  // a choir pack keeps the sexes as values of its gender field
  const CHORAL: SectorPack = {
    id: 'choral', label: 'Choral', signals: { fields: ['singer_id', 'voice_part'] }, synonyms: {}, defaultMetrics: [], dateFields: [],
    entities: [{ name: 'singers', aliases: ['singer', 'choristers'], idField: 'singer_id' }], vocabularies: { gender: ['male', 'female'] },
  };
  const engine = createEngine(makeRegistry(CHORAL), { onStageError: throwOnStageError });
  const choral = (prompt: string) => engine.analyze({ prompt, ...CHOIR }, { now: NOW }).analysis.filters;

  test('male and female singers per voice part', () => {
    expect(choral('tally male versus female singers per voice part')).toEqual({});
    expect(choral('the number of female singers per voice part')).toEqual({ gender: 'female' });
  });
});
