import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a library schema: loans point at members and branches through id fields
const LIBRARY = {
  fields: ['_id', 'loanId', 'memberId', 'branchId', 'bookTitle', 'fineAmount', 'borrowedAt', 'status', 'name', 'city'],
  collections: ['branches', 'loans', 'members'],
};

describe('groupBy: a collection after a grouping phrase', () => {
  test.each([
    ['total fine amount per member', ['memberId']],
    ['number of loans by branch', ['branchId']],
    ['average fine for each member', ['memberId']],
  ])('%p → %p (the field linking to it)', (prompt, groupBy) => {
    expect(analyze(prompt, LIBRARY).analysis.groupBy).toEqual(groupBy);
  });

  test.each([
    'average number of loans per member',
    'loans where each member has a fine',
    'send a reminder to each member',
  ])('%p is a rate or a quantifier, not a grouping', (prompt) => {
    expect(analyze(prompt, LIBRARY).analysis.groupBy).toEqual([]);
  });

  test('a pack synonym gives the link when no <entity>Id field exists', () => {
    expect(analyze('revenue per buyer').analysis.groupBy).toEqual(['customerId']);
  });
});
