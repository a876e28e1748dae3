import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: an unquoted name never fills a measure, whatever form its name word takes', () => {
  // "capacity" and "salary" change their ending when made canonical: the measure words are compared in that form
  const VENUES = { fields: ['venue_code', 'capacity', 'salary', 'opened'], collections: ['venues'] };
  test.each([
    ['the capacity at Birchwood'],
    ['the salary paid at Birchwood'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, VENUES).analysis.filters).toEqual({});
  });
});
