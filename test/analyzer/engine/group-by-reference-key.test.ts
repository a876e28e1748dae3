import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Trees point at their orchard by a reference, not an id; orchards keep a name and figures of their own. */
const ORCHARDS = {
  fields: ['_id', 'orchard_name', 'region', 'acreage', 'tree_code', 'orchard_ref', 'variety', 'planted_on', 'fruit_kg'],
  collections: ['orchards', 'trees'],
};
/** Kilns keep their own reference; nothing points at them. */
const KILNS = { fields: ['kiln_ref', 'fired_on', 'workshop', 'peak_temp'], collections: ['kilns'] };

describe('a reference another collection keeps (`orchard_ref` in trees) keys the collection its word names', () => {
  test.each([
    ['trees per orchard', '$count'],
    ['orchards with more than 40 trees', '$count'],
    ['total fruit kg per orchard', '$sum'],
  ] as const)('%p groups the trees by their reference', (prompt, operation) => {
    const { analysis } = analyze(prompt, ORCHARDS);
    expect(analysis.operation).toBe(operation);
    expect(analysis.groupBy).toEqual(['orchard_ref']);
  });

  test("a collection's own reference is no pointer at it: one kiln is one group", () => {
    expect(analyze('average peak temp per kiln', KILNS).analysis.groupBy).toEqual([]);
  });

  test('a reference kept among the named collection\'s own fields is its own key, not a link', () => {
    const ownRef = { ...ORCHARDS, fields: ['_id', 'tree_code', 'variety', 'planted_on', 'fruit_kg', 'orchard_ref', 'orchard_name', 'region', 'acreage'] };
    expect(analyze('average acreage per orchard', ownRef).analysis.groupBy).not.toContain('orchard_ref');
  });
});
