import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented flat schema: kites, whose field names start with the collection's own word, and their flyers
const KITES = {
  fields: ['kite_id', 'kite_shape_code', 'kite_name', 'span_cm', 'flyer_id', 'flyer_name', 'kite_id'],
  collections: ['flyers', 'kites'],
};

describe('groupBy: the most common X is the whole field named after the ranking, not its collection word', () => {
  test('"the most common kite shape code" groups by the shape code', () => {
    const { analysis, explanation } = analyze('What is the most common kite shape code?', KITES, { explain: true });
    expect(analysis.groupBy).toEqual(['kite_shape_code']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking-after+whole-field']);
  });

  test('the collection word alone still groups by its records', () => {
    expect(analyze('Which is the most common kite among flyers?', KITES).analysis.groupBy).not.toEqual(['kite_shape_code']);
  });
});

// an invented pottery: kilns, whose field names do not open with the collection's word, and their potters
const POTTERY = {
  fields: ['_id', 'kiln_id', 'firing_code', 'fired_on', 'potter_id', 'potter_name'],
  collections: ['kilns', 'potters'],
};

describe('groupBy: a field of several words right after the collection word heads the ranked compound', () => {
  test('"the most common kiln firing code" groups by the firing code, not by the kilns', () => {
    expect(analyze('most common kiln firing code', POTTERY).analysis.groupBy).toEqual(['firing_code']);
  });
});

