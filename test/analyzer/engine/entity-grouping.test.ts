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

describe('groupBy: a list of accumulators over every record of a collection', () => {
  // two collections, each with its own key, listed collection by collection
  const HARBOURS = {
    fields: ['Harbour_ID', 'Harbour_name', 'Berths', 'Depth', 'Ship_code', 'Ship_name', 'Tonnage', 'Harbour_ID'],
    collections: ['harbour', 'ship'],
  };
  test.each([
    'give the average, maximum and minimum berths for every harbour',
    'Show the sum and average of the depth by all harbours',
    'show the highest, average and lowest tonnage for every ship',
  ])('%p sums up the whole collection: no group', (prompt) => {
    expect(analyze(prompt, HARBOURS).analysis.groupBy).toEqual([]);
  });

  test.each([
    // one accumulator of a figure each harbour keeps is that harbour's own figure: no group per harbour either
    ['the total berths for every harbour', []],
    // the field belongs to other records: one group per harbour
    ['the minimum and average tonnage of ships for every harbour', ['Harbour_ID']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(analyze(prompt, HARBOURS).analysis.groupBy).toEqual(groupBy);
  });
});
