import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name before a word naming a field and then the records is a value of that field', () => {
  // an invented choir: singers by voice band, and the songbooks they sing from
  const CHOIR = { fields: ['_id', 'singerId', 'fullName', 'voiceBand', 'joinedAt', 'songbookId', 'title', 'author'], collections: ['singers', 'songbooks'] };
  test('the name goes to the field the word names, with its own evidence', () => {
    const { analysis, explanation } = analyze('list Alto band singers', CHOIR, { explain: true });
    expect(analysis.filters).toEqual({ voiceBand: 'Alto' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.name-classed-by-field']);
  });

  test('other filters stay beside it', () => {
    expect(analyze('how many Tenor band singers joined in 2021', CHOIR).analysis.filters).toMatchObject({ voiceBand: 'Tenor' });
  });

  test('a name right before the records still names who made them', () => {
    expect(analyze('list Ada Brill songbooks', CHOIR).analysis.filters).toEqual({ author: 'Ada Brill' });
  });
});
