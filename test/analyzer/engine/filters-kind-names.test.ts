import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: names before a noun for a kind of thing are kinds, not their creators', () => {
  // books keep their author; genres and categories are records of their own, with their own names
  const SHOP = {
    fields: ['book_id', 'title', 'author', 'pages', 'genre_id', 'category_id', 'genre_name', 'shelf', 'category_name'],
    collections: ['books', 'genres', 'categories'],
  };
  test.each([
    ['What is the average page count of books in the Poetry genre?', { genre_name: 'Poetry' }],
    ['How many books sit in the Bargain category?', { category_name: 'Bargain' }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, SHOP).analysis.filters).toEqual(filters);
  });

  test('a name before a noun for the records themselves is still their creator', () => {
    expect(analyze('How many pages do the Ada Brill books have?', SHOP).analysis.filters).toEqual({ author: 'Ada Brill' });
  });
});
