import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: lone capital letters next to a text field are its values (filters.letter-value)', () => {
  // an invented driving school: pupils by licence class and theory band
  const SCHOOL = { fields: ['pupil_id', 'pupil_name', 'licence_class', 'band', 'fee_amount', 'enrolled_on'], collections: ['pupils'] };
  test('letters before the field noun, one or a list', () => {
    const one = analyze('how many pupils hold a B band?', SCHOOL, { explain: true });
    expect(one.analysis.filters).toEqual({ band: 'B' });
    expect(one.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.letter-value');
    expect(analyze('list pupils with C, D, or E bands', SCHOOL).analysis.filters).toEqual({ band: { $in: ['C', 'D', 'E'] } });
  });
  test('a letter after the field noun, directly or after "is"/"of"', () => {
    const after = analyze('pupils with licence class M', SCHOOL, { explain: true });
    expect(after.analysis.filters).toEqual({ licence_class: 'M' });
    expect(after.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.letter-value+after-field');
    expect(analyze('pupils whose band is D', SCHOOL).analysis.filters).toEqual({ band: 'D' });
  });
  test('letters ending a change or a range, a measure field and the pronoun take no value', () => {
    expect(analyze('pupils who moved from a C band to a B band', SCHOOL).analysis.filters).toEqual({});
    expect(analyze('list pupil names sorted from A to Z', SCHOOL).analysis.filters).toEqual({});
    // "A to Z" after a field is the order it is listed in, not a band
    const order = analyze('list pupils by band A to Z', SCHOOL, { explain: true });
    expect(order.analysis.filters).toEqual({});
    expect(order.analysis.sort).toEqual({ band: 1 });
    expect(order.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.name-order+text-field']);
    expect(analyze('pupils with a fee amount X', SCHOOL).analysis.filters).toEqual({});
  });
  // an invented warehouse: bins keep a code and a name beside it
  const WAREHOUSE = { fields: ['bin_code', 'bin_name', 'aisle'], collections: ['bins'] };
  test('a lower-case letter right after its field, ending the phrase, stays on the code it is said with', () => {
    const lower = analyze('what is the name of the bin with code x?', WAREHOUSE, { explain: true });
    expect(lower.analysis.filters).toEqual({ bin_code: 'x' });
    expect(lower.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.letter-value+lower-case');
    expect(analyze('name the bin with code X', WAREHOUSE).analysis.filters).toEqual({ bin_code: 'X' });
  });
  test('a lower-case letter before a noun, or one going on into a phrase, is no value', () => {
    expect(analyze('pupils holding a b band', SCHOOL).analysis.filters).toEqual({});
    expect(analyze('bins with code x rays', WAREHOUSE).analysis.filters.bin_code).toBeUndefined();
  });
});
