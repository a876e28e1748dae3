import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a place no word names and no lexicon knows goes to the town field (filters.place-value+unnamed-town)', () => {
  // an invented bakery chain: its shops keep a town and a country
  const SHOPS = { fields: ['shop_id', 'shop_name', 'town', 'country', 'opened_on'], collections: ['shops'] };
  test('beside a country field, the unknown name is a town', () => {
    const result = analyze('shops in Dunmarrow', SHOPS, { explain: true });
    expect(result.analysis.filters).toEqual({ town: 'Dunmarrow' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.place-value+unnamed-town');
  });
  test('a country the lexicon knows still goes to the country field', () => {
    expect(analyze('shops in Portugal', SHOPS).analysis.filters).toEqual({ country: 'Portugal' });
  });
});
