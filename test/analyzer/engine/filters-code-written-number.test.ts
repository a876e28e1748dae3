import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a code with letters after an entity noun is its written number, not its key (filters.code+written-number)', () => {
  // an invented shipyard: hulls with an internal key and a painted hull number
  const YARD = { fields: ['_id', 'hull_id', 'hull_number', 'yard', 'launched_on'], collections: ['hulls'] };

  test('letters and digits go to the number', () => {
    const { analysis, explanation } = analyze('find hull HX4829113', YARD, { explain: true });
    expect(analysis.filters).toEqual({ hull_number: 'HX4829113' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.code+written-number']);
  });

  test('a plain number stays the key', () => {
    expect(analyze('find hull 4829113', YARD).analysis.filters).toEqual({ hull_id: 4829113 });
  });
});
