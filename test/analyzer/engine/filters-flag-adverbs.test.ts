import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented tour operator: guides and the tours they lead
const TOURS = {
  fields: ['guide_id', 'guide_name', 'is_remote', 'tour_id', 'tour_title', 'isSeasonal', 'price'],
  collections: ['guides', 'tours'],
};
const run = (prompt: string) => analyze(prompt, TOURS, { explain: true });

describe('filters: the adverb of a flag\'s state word, ending its clause, says the records are in it (filters.flag-adverb)', () => {
  test.each([
    ['which tours only operate seasonally', { isSeasonal: true }],
    ['guides who work remotely', { is_remote: true }],
    ['tours that do not run seasonally', { isSeasonal: false }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(run('which tours only operate seasonally').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag-adverb']);
  });

  test.each([
    // the adverb describes the word after it, or names no flag's state
    'seasonally priced tours',
    'tours that run weekly',
  ])('%p reads no flag', (prompt) => {
    expect(run(prompt).analysis.filters.isSeasonal).toBeUndefined();
  });
});
