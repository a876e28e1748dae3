import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOP = {
  fields: ['buyer_id', 'buyer_name', 'tier_code', 'Baskets', 'Baskets.basket_id', 'Baskets.basket_status_code', 'Baskets.sum_charged', 'Baskets.score'],
  collections: ['buyers'],
};
const filters = (prompt: string) => analyze(prompt, SHOP).analysis.filters;

describe('filters: "a/an <attribute> of <value>" binds the value to the field the attribute words name', () => {
  test.each([
    ['buyers with a basket status of "Packed"', { 'Baskets.basket_status_code': 'Packed' }],
    ['buyers with a basket status of Voided or Settled', { 'Baskets.basket_status_code': { $in: ['Voided', 'Settled'] } }],
    ['buyers that have a tier code of Gold', { tier_code: 'Gold' }],
    ['baskets that got a score of 7 or 8', { 'Baskets.score': { $in: [7, 8] } }],
    ['buyers with baskets in the basket status of "At Till"', { 'Baskets.basket_status_code': 'At Till' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a quantity noun is no attribute: "a total of 5" names no field', () => {
    expect(filters('buyers with a total of 6 baskets')).not.toHaveProperty('buyer_name');
  });

  test('a quantity noun that opens a field named outright is an attribute: "a type code of"', () => {
    const LEDGER = { fields: ['entry_id', 'entry_type_code', 'Postings', 'Postings.posting_id', 'Postings.kind_code'], collections: ['entries'] };
    expect(analyze('entries with a type code of "REF"', LEDGER).analysis.filters).toEqual({ entry_type_code: 'REF' });
    expect(analyze('postings that carry a kind code of \'Late\'', LEDGER).analysis.filters).toEqual({ 'Postings.kind_code': 'Late' });
  });

  test('a comparison before the article keeps its bound', () => {
    expect(filters('baskets exceeding a sum charged of 100')).toEqual({ 'Baskets.sum_charged': { $gt: 100 } });
  });
});
