import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const MOVIES = { fields: ['title', 'director', 'year', 'rating'], collections: ['movies'] };

describe('filters: a capitalised request verb opening a second sentence is no name', () => {
  test.each([
    'Which movies have the highest rating? Return the movie titles.',
    'Find the newest movies. Return the movie years.',
  ])('%p', (prompt) => {
    expect(analyze(prompt, MOVIES).analysis.filters).toEqual({});
  });

  test('a name after a sentence end still counts', () => {
    expect(analyze('Show the titles. Only Quentin Tarantino movies.', MOVIES).analysis.filters).toEqual({ director: 'Quentin Tarantino' });
  });
});
