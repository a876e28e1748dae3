import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const STAFF = { fields: ['name', 'job', 'role', 'age', 'salary', 'hired_on', 'reviews', 'reviews.decision'], collections: ['people'] };
const filters = (prompt: string) => analyze(prompt, STAFF).analysis.filters;

describe('filters: a plain word bound by "is" to a text field named before it', () => {
  test.each([
    ['the oldest of the people whose job is baker?', { job: 'baker' }],
    ['people whose review decisions were affirmative', { 'reviews.decision': 'affirmative' }],
    ['people whose role is not manager', { role: { $ne: 'manager' } }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test.each([
    'people whose salary is greater than the average salary',
    'which job is associated with the oldest person?',
    'how many distinct jobs are recorded?',
    'which role is home to the most people',
  ])('no value in %p', (prompt) => {
    expect(filters(prompt)).toEqual({});
  });
});

describe('filters: a word for a missing value is no stored value', () => {
  // an invented tool library: tools and who borrowed them
  const TOOLS = { fields: ['tool_id', 'tool_name', 'borrower', 'shelf'], collections: ['tools'] };
  test.each([
    'list tools whose borrower is null',
    'List the tools whose borrower is NULL.',
    'tools whose borrower is not null',
  ])('no value in %p', (prompt) => {
    expect(analyze(prompt, TOOLS).analysis.filters).toEqual({});
  });
});
