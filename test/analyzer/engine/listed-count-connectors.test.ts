import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// kennels embed the dogs they house
const KENNELS = { fields: ['kennel_id', 'kennel_name', 'dogs', 'dogs.dog_id', 'dogs.breed', 'dogs.age'], collections: ['Kennels'] };

test.each([
  'Show each kennel name next to how many dogs it houses.',
  'Show the kennel names beside the counts of dogs they house.',
  'Show kennel names alongside the tally of dogs kept there.',
])('a thing listed beside a count of records is counted per thing: %p', (prompt) => {
  const { analysis, explanation } = analyze(prompt, KENNELS, { explain: true });
  expect(analysis.groupBy).toEqual(['kennel_name']);
  expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.listed-with-count');
});
