import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const PLAYS = { fields: ['title', 'director', 'year', 'score', 'venue'], collections: ['plays'] };

describe('filters: a capitalised request verb opening a second sentence is no name', () => {
  test.each([
    'Which plays have the highest score? Return the play titles.',
    'Find the newest plays. Return the play years.',
  ])('%p', (prompt) => {
    expect(analyze(prompt, PLAYS).analysis.filters).toEqual({});
  });

  test('a name after a sentence end still counts', () => {
    expect(analyze('Show the titles. Only Edith Marlow plays.', PLAYS).analysis.filters).toEqual({ director: 'Edith Marlow' });
  });
});
