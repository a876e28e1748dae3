import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('clauses/limit: "show the … first" after a count per group orders the groups (clauses.order-not-projection)', () => {
  // an invented harbour: moorings and the boats berthed at them
  const HARBOUR = { fields: ['boat_id', 'boat_name', 'mooring_id', 'berthed_on', 'mooring_label', 'pier'], collections: ['boats', 'moorings'] };

  test('"Show the highest count first" sorts the counts from most to fewest', () => {
    const r = analyze('How many boats are at each mooring? Show the highest count first.', HARBOUR);
    expect(r.analysis).toMatchObject({ operation: '$count', sort: { count: -1 } });
  });

  test('"listing the pier with the most boats first" sorts the counts from most to fewest', () => {
    const r = analyze('Count the boats on each pier, listing the pier with the most boats first.', HARBOUR);
    expect(r.analysis).toMatchObject({ operation: '$count', groupBy: ['pier'], sort: { count: -1 } });
  });

  test('"the pier with the fewest boats first" sorts them from fewest to most', () => {
    const r = analyze('Count the boats on each pier and show the pier with the fewest boats first.', HARBOUR);
    expect(r.analysis).toMatchObject({ operation: '$count', groupBy: ['pier'], sort: { count: 1 } });
  });

  test('"show the most crowded mooring first" orders every group: it asks for no single one', () => {
    const r = analyze('How many boats are at each mooring? Show the most crowded mooring first.', HARBOUR);
    expect(r.analysis).toMatchObject({ operation: '$count', sort: { count: -1 }, limit: null });
  });

  test('a list shown before a comma stays a list: "showing the boat name and pier, …" names what to show', () => {
    const r = analyze('List boats showing the boat name and pier, most recently berthed first.', HARBOUR);
    expect(r.analysis.filters).toEqual({});
  });
});
