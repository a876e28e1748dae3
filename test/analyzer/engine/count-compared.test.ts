import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a publishing schema: publishers embed their books; a page count and a stock level are stored values
const PUBLISHING = {
  fields: ['publisher', 'city', 'stock', 'books', 'books.book_id', 'books.title', 'books.price', 'page_count'],
  collections: ['publishers'],
};
const run = (prompt: string) => analyze(prompt, PUBLISHING, { explain: true });

describe('a tally named before its comparison counts records per group', () => {
  test.each(['Identify publishers with a book count greater than one.', 'publishers with count more than 1'])('%p', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['publisher']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-compared');
  });

  test.each([
    ['publishers with a page count greater than 300', 'page_count'],
    ['publishers with a stock count above 3', 'stock'],
  ])('%p compares a stored value, no group', (prompt, field) => {
    const { analysis } = run(prompt);
    expect(analysis.groupBy).toEqual([]);
    expect(Object.keys(analysis.filters)).toEqual([field]);
  });
});
