import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a lending schema: branches embed the loans they issued
const LENDING = {
  fields: ['branch_id', 'branch_name', 'city', 'loans', 'loans.loan_id', 'loans.amount', 'loans.customer_id'],
  collections: ['branches', 'customers'],
};
const lend = (prompt: string) => analyze(prompt, LENDING).analysis;

// a league schema: each athlete keeps a stored total score
const LEAGUE = { fields: ['athlete_id', 'name', 'total', 'height', 'birth_date'], collections: ['athletes'] };
const league = (prompt: string) => analyze(prompt, LEAGUE).analysis;

describe('an accumulated field shown beside listed things is accumulated per thing', () => {
  test.each([
    ['List the branch names along with the total loan amounts they issued', '$sum'],
    ['Show branch names and their total loan amount', '$sum'],
    ['Give the branch ids and the average loan amount', '$avg'],
  ])('%p groups by the listed thing', (prompt, op) => {
    const a = lend(prompt);
    expect(a.operation).toBe(op as never);
    expect(a.metric).toBe('loans.amount');
    expect(a.groupBy.length).toBe(1);
  });

  test('the listed thing is the key', () => {
    expect(lend('Show branch names and their total loan amount').groupBy).toEqual(['branch_name']);
  });

  test('one total with nothing listed stays ungrouped', () => {
    expect(lend('Show the total loan amount').groupBy).toEqual([]);
  });

  test('a maximum after "with the" picks one record, it groups nothing', () => {
    expect(lend('Name the branch with the maximum loan amount').groupBy).toEqual([]);
  });

  test('a figure listed beside another figure is no group', () => {
    expect(lend('Show the largest loan amount and the total loan amount').groupBy).toEqual([]);
  });
});

describe('"total" alone names a stored field called just that', () => {
  test.each([
    'List the total scores of athletes born in May',
    'Show the names of athletes with a total score above 300',
  ])('%p accumulates nothing', (prompt) => {
    expect(league(prompt).operation).toBeNull();
  });

  test('without such a field "total" still sums', () => {
    const a = lend('What is the total loan amount?');
    expect(a.operation).toBe('$sum');
    expect(a.metric).toBe('loans.amount');
  });
});
