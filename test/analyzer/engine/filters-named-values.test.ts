import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const STAFF = { fields: ['name', 'job', 'role', 'age', 'salary', 'hired_on', 'reviews', 'reviews.decision'], collections: ['people'] };
const filters = (prompt: string) => analyze(prompt, STAFF).analysis.filters;

describe('filters: a plain word bound by "is" to a text field named before it', () => {
  test.each([
    ['the oldest person whose job is student?', { job: 'student' }],
    ['people whose review decisions were affirmative', { 'reviews.decision': 'affirmative' }],
    ['people whose role is not manager', { role: { $ne: 'manager' } }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test.each([
    'people whose salary is greater than the average salary',
    'which job is associated with the oldest person?',
    'how many different jobs are listed?',
    'which role is home to the most people',
  ])('no value in %p', (prompt) => {
    expect(filters(prompt)).toEqual({});
  });
});
