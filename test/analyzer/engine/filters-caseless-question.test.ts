import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a question written all in lower case reads places and nationalities by the lexicon (filters.lexicon+caseless-question)', () => {
  // an invented pottery guild: kilns stand in a country, potters have a nationality
  const POTTERY = {
    fields: ['_id', 'Kiln_ID', 'Name', 'Country', 'Firing_Temp', 'Potter_ID', 'Nationality', 'Apprentice_Years'],
    collections: ['kilns', 'potters'],
  };
  test('a country in lower case, capitalised as a name', () => {
    const result = analyze('kilns in portugal, how many', POTTERY, { explain: true });
    expect(result.analysis.filters).toEqual({ Country: 'Portugal' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.lexicon+caseless-question');
  });
  test('a demonym in lower case is a nationality', () => {
    expect(analyze('danish potters count', POTTERY).analysis.filters).toEqual({ Nationality: 'Danish' });
  });
  test('a function word or a common noun that spells a place stays prose', () => {
    expect(analyze('show us the kilns in turkey', POTTERY).analysis.filters).toEqual({});
  });
  test('one capital elsewhere keeps a lower-case place word prose', () => {
    expect(analyze('How many kilns in portugal?', POTTERY).analysis.filters).toEqual({});
  });
});
