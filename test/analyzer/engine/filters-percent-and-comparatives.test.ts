import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented timber yard: boards keep their moisture and knot share in percent, species keep a moisture ceiling
const YARD = {
  fields: ['boardId', 'speciesCode', 'lengthCm', 'moisture_pct', 'knots_pct', 'max_moisture_pct', 'densityKgM3'],
  collections: ['boards', 'species'],
};

describe('filters: a noun after "N %" says which field the number measures (filters.compare)', () => {
  test('"over 12.5% moisture" → `moisture_pct`, not the ceiling `max_moisture_pct`', () => {
    expect(analyze('boards over 12.5% moisture', YARD).analysis.filters).toEqual({ moisture_pct: { $gt: 12.5 } });
    expect(analyze('boards with less than 3% knots', YARD).analysis.filters).toEqual({ knots_pct: { $lt: 3 } });
  });

  test('the field named before the bound is unchanged', () => {
    expect(analyze('boards with moisture above 12.5%', YARD).analysis.filters).toEqual({ moisture_pct: { $gt: 12.5 } });
  });
});

describe('filters: any adjective\'s comparative before "than", a number and a field\'s noun compares that field (filters.compare+bare-comparative)', () => {
  test('"wetter than 12.5% moisture" is above, "drier than" below (LOW_END_ADJECTIVES)', () => {
    const explained = analyze('boards wetter than 12.5% moisture', YARD, { explain: true });
    expect(explained.analysis.filters).toEqual({ moisture_pct: { $gt: 12.5 } });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt+bare-comparative']);
    expect(analyze('boards that arrived drier than 9% moisture', YARD).analysis.filters).toEqual({ moisture_pct: { $lt: 9 } });
  });

  test('with no field\'s noun after the number, or no adjective before "than", nothing is compared', () => {
    expect(analyze('boards wetter than 12.5', YARD).analysis.filters).toEqual({});
    expect(analyze('boards rather than 12 species', YARD).analysis.filters).toEqual({});
  });
});
