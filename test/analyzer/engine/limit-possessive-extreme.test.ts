import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: a superlative said of a possessive noun ("the heaviest crate\'s label") picks one record (limit.superlative-extreme)', () => {
  // an invented warehouse: crates with their weight and label
  const DEPOT = { fields: ['_id', 'Crate_ID', 'Label', 'Weight_kg', 'Aisle'], collections: ['crate', 'aisle'] };

  test('the possessive is singular', () => {
    const r = analyze("What is the heaviest crate's label?", DEPOT, { explain: true });
    expect(r.analysis.sort).toEqual({ Weight_kg: -1 });
    expect(r.analysis.limit).toBe(1);
    expect(r.explanation?.limit.evidence.map((e) => e.rule)).toEqual(['limit.superlative-extreme']);
  });

  test('a plural keeps the whole list', () => {
    expect(analyze('What are the labels of the heaviest crates?', DEPOT).analysis.limit).toBeNull();
  });
});
