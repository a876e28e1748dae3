import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: the oldest building or body is the one built, founded or established first (sort.attribute-oldest)', () => {
  // an invented coast guard: lighthouses, the guilds that run them and their keepers
  const COAST = {
    fields: ['_id', 'lighthouse_id', 'name', 'year_built', 'guild_id', 'guild_name', 'founded_year', 'keeper_id', 'hired_on'],
    collections: ['lighthouses', 'guilds', 'keepers'],
  };

  test('the oldest lighthouse ranks by the year it was built', () => {
    const { analysis, explanation } = analyze('what is the oldest lighthouse on record?', COAST, { explain: true });
    expect(analysis.sort).toEqual({ year_built: 1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.attribute-oldest']);
  });

  test('the three oldest guilds rank by the year they were founded', () => {
    expect(analyze('the 3 oldest guilds', COAST).analysis.sort).toEqual({ founded_year: 1 });
  });
});
