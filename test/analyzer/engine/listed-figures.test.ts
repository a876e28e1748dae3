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
    const a = run('List the titles along with their authors');
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });
});
