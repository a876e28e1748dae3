import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Trees point at their orchard by a reference, not an id; orchards keep only their own `_id`. */
const ORCHARDS = {
  fields: ['_id', 'tree_tag', 'orchard_ref', 'grower_ref', 'planted_on', 'fruit_kg', 'variety', 'orchard_name', 'region', 'acreage'],
  collections: ['trees', 'orchards'],
};

describe('a reference field (`orchard_ref`) keys the entity its word names', () => {
  test('"trees per orchard" counts trees by the reference', () => {
    const { analysis } = analyze('trees per orchard', ORCHARDS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['orchard_ref']);
  });

  test('"orchards with more than 40 trees" counts the trees by the reference, not the orchard\'s own id', () => {
    const { analysis } = analyze('orchards with more than 40 trees', ORCHARDS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['orchard_ref']);
  });

  test('a reference named by another word is no key of the orchard', () => {
    const { analysis } = analyze('trees per orchard', { ...ORCHARDS, fields: ORCHARDS.fields.filter((f) => f !== 'orchard_ref') });
    expect(analysis.groupBy).not.toContain('grower_ref');
  });

  test('a key ending outranks a reference for the same word', () => {
    const { analysis } = analyze('fruit per grower', { ...ORCHARDS, fields: [...ORCHARDS.fields, 'grower_id'] });
    expect(analysis.groupBy).toEqual(['grower_id']);
  });
});
