import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an orchard schema: orchards, pickers working in them, and crates; crates keep a kind, a genre and a grower
const ORCHARD = {
  fields: ['_id', 'orchard_code', 'orchard_town', 'orchard_kind', 'picker_id', 'picker_name', 'crate_id', 'crate_type', 'genre', 'grower_name', 'weight_kg'],
  collections: ['orchards', 'pickers', 'crates'],
};

describe('a place or a kind holds no compared number', () => {
  test('a count threshold of other records is no condition on the holder\'s place', () => {
    const { analysis } = analyze('orchards with more than 20 pickers', ORCHARD);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['orchard_code']);
    expect(analysis.filters).toEqual({});
  });

  test('a count threshold of other records is no condition on the holder\'s kind', () => {
    const schema = { ...ORCHARD, fields: ORCHARD.fields.filter((f) => f !== 'orchard_town') };
    const { analysis } = analyze('orchards with more than 5 crates', schema);
    expect(analysis.filters).toEqual({});
  });
});

describe('a bare kind noun picks the kind field carrying its word', () => {
  test('among the named records\' kind fields, the one named by the noun', () => {
    const { analysis } = analyze('count crates by type', ORCHARD);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['crate_type']);
  });
});

describe('top groups by a count, the groups named by a field of the counted records', () => {
  test('groups by that field, sorted by the count', () => {
    const { analysis, explanation } = analyze('top 3 growers by number of crates', ORCHARD, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['grower_name']);
    expect(analysis.limit).toBe(3);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.top-by-count+counted-records-field');
  });
});
