import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a library schema: branches hold a city; loans point at branches; titles are plain fields
const LIBRARY = {
  fields: ['branch_id', 'branch_name', 'city', 'loans', 'loans.loan_id', 'loans.branch_id', 'loans.days', 'title', 'author'],
  collections: ['branches', 'loans'],
};
const run = (prompt: string) => analyze(prompt, LIBRARY).analysis;

describe('a figure computed per listed thing is not a display list', () => {
  test.each([
    'Show the branch names along with the count of loans for each city',
    'List the titles together with the number of loans in each city',
  ])('%p counts loans per city', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['city']);
    expect(a.operation).toBe('$count');
  });

  test('a list of plain fields after "along with" stays a display list', () => {
    const a = run('List the titles together with their authors');
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });
});

describe('a bare "each" naming nothing refers back to the first thing listed', () => {
  test.each([
    'Show the cities and how many loans were made at each one',
    'List all cities and indicate how many loans each has',
  ])('%p counts per city', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['city']);
    expect(a.operation).toBe('$count');
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('List all cities and indicate how many loans each has', LIBRARY, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.each-refers-back');
  });

  test('a question that accumulates nothing does not group', () => {
    expect(run('Show the cities and the titles of each one').groupBy).toEqual([]);
  });
});

describe('an accumulating adjective after "along with" opens a figure per listed thing', () => {
  test.each([
    'List the branch names along with the aggregated loan days for each city',
    'Show the cities together with the cumulative loan days in each city',
    'List the branch names along with the combined loan days for each city',
  ])('%p adds the days up per city', (prompt) => {
    const a = run(prompt);
    expect(a.operation).toBe('$sum');
    expect(a.metric).toBe('loans.days');
  });
});
