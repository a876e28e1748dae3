import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a person\'s two-word name no word places goes to the schema\'s one name field', () => {
  const CRITICS = { fields: ['cID', 'name', 'Reviews', 'Reviews.cID', 'Reviews.score', 'play_id', 'title', 'season'], collections: ['Critic', 'Play'] };
  test.each(['Give me the critic number on file for Ines Marchetti.', 'Which critic number goes with Ines Marchetti?'])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, CRITICS, { explain: true });
    expect(analysis.filters).toEqual({ name: 'Ines Marchetti' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+sole-name-field']);
  });

  test('a title is no person\'s name', () => {
    const PLAYS = { fields: ['play_id', 'title', 'season', 'Reviews', 'Reviews.score'], collections: ['Play'] };
    expect(analyze('Give me the critic number on file for Ines Marchetti.', PLAYS).analysis.filters).toEqual({});
  });
});
