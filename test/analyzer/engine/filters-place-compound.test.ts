import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a known place joined to a participle goes to the field the participle\'s noun names', () => {
  // a yacht registry: each yacht keeps the country it is registered in beside its home marina's town
  const YACHTS = { fields: ['yacht_id', 'yacht_name', 'register_nation', 'length_ft', 'home_marina', 'town'], collections: ['Yachts'] };

  test('a demonym before the participle fills that field with its country', () => {
    const { analysis, explanation } = analyze('How many Norwegian-registered yachts are longer than 60 ft?', YACHTS, { explain: true });
    expect(analysis.filters.register_nation).toBe('norway');
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.place-compound');
  });

  test('the country is the lexicon\'s own form, as a demonym alone gives it', () => {
    expect(analyze('list the British-registered yachts', YACHTS).analysis.filters).toEqual({ register_nation: 'uk' });
    expect(analyze('list the British yachts', YACHTS).analysis.filters).toEqual({ register_nation: 'uk' });
  });

  test('a country before the participle fills it as written', () => {
    expect(analyze('list the Greece-registered yachts', YACHTS).analysis.filters).toEqual({ register_nation: 'Greece' });
  });

  test('no field of the participle\'s noun: the compound is left to other readings', () => {
    const boats = { fields: ['boat_id', 'boat_name', 'country'], collections: ['Boats'] };
    const { explanation } = analyze('list the Greece-registered boats', boats, { explain: true });
    expect(explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.place-compound');
  });
});
