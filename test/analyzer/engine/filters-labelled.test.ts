import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a recipe site (labels in an array of records) and a parts warehouse (one label field)
const RECIPES = { fields: ['recipe_id', 'title', 'notes', 'notes.author', 'notes.tag', 'cook_minutes'], collections: ['recipes'] };
const PARTS = { fields: ['part_id', 'part_name', 'mark', 'shelf', 'stock_count'], collections: ['parts'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a labelling participle names its field, the word after it the label', () => {
  test.each([
    ['recipes with notes tagged spicy', RECIPES, { 'notes.tag': 'spicy' }],
    ['how many parts are marked as fragile', PARTS, { mark: 'fragile' }],
  ])('%p', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test.each([
    // an agent or a longer phrase follows the participle: no single label
    ['parts marked by the night crew', PARTS],
    ['parts marked fragile glass', PARTS],
  ])('%p takes no label', (prompt, schema) => {
    expect(run(prompt, schema).analysis.filters).toEqual({});
  });

  test('the evidence names the labelled rule', () => {
    const evidence = run('how many parts are marked as fragile', PARTS).explanation?.filters.evidence;
    expect(evidence?.map((e) => e.rule)).toEqual(['filters.labelled']);
  });
});

describe('filters: a degree word after the label ranks how often, the label still ends there (filters.labelled+degree-after)', () => {
  test('"marked X most often"', () => {
    const result = run('which shelf has parts marked fragile most often?', PARTS);
    expect(result.analysis.filters).toEqual({ mark: 'fragile' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.labelled+degree-after');
  });
});
