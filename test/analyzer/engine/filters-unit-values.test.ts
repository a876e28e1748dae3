import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented timber yard: planks measured in millimetres and metres
const YARD = { fields: ['plank_id', 'Thickness_Mm', 'Length_M', 'wood_species'], collections: ['planks'] };

describe('a number with a unit before the records\' noun is the value of the field measured in that unit (filters.unit-value)', () => {
  test('"<number><unit> <records>"', () => {
    const explained = analyze('how many 18mm planks are in stock', YARD, { explain: true });
    expect(explained.analysis.filters).toEqual({ Thickness_Mm: 18 });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.unit-value');
  });

  test('a unit no field is measured in is no value', () => {
    expect(analyze('how many 18kg planks are in stock', YARD).analysis.filters).not.toHaveProperty('Thickness_Mm');
  });
});
