import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a tool library: tools carry a kind and embed their loans
const TOOLS = { fields: ['tool_id', 'tool_kind', 'loans', 'loans.lending_ref', 'loans.tool_id', 'loans.member'], collections: ['Tools'] };

test('"the most times" ranks a group by its own occurrences, however far the group was named', () => {
  const { analysis, explanation } = analyze('For the tool kind that has been borrowed the most times, what is its id?', TOOLS, { explain: true });
  expect(analysis.groupBy).toEqual(['tool_kind']);
  expect(analysis.sort).toEqual({ count: -1 });
  expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.count-ranking+occurrences');
  expect(explanation!.sort.evidence[0]!.rule).toBe('sort.most-common');
});

test('a verb then "the least" ranks groups by how seldom they occur', () => {
  const { analysis } = analyze('Across the loans, which tool kind shows up the least?', TOOLS);
  expect(analysis.groupBy).toEqual(['tool_kind']);
  expect(analysis.sort).toEqual({ count: 1 });
});
