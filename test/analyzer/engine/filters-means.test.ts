import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented freight yard: consignments keep how they travelled and how they were paid for
const YARD = {
  fields: ['consignment_id', 'freight_mode_cd', 'weight_kg', 'date_shipped', 'invoice_id', 'settlement_method', 'amount', 'clerk_name'],
  collections: ['Consignments', 'Invoices'],
};

describe('filters: the way records came about, after a verb and "by"/"via"/"through" (filters.means)', () => {
  test('"shipped by rail" → the records\' mode field', () => {
    const explained = analyze('consignments that were shipped by rail', YARD, { explain: true });
    expect(explained.analysis.filters).toEqual({ freight_mode_cd: 'rail' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.means']);
  });

  test('a phrasal verb\'s particle, an article and two words: "were sent in through the night safe"', () => {
    expect(analyze('invoices that were sent in through the night safe', YARD).analysis.filters).toEqual({ settlement_method: 'night safe' });
  });

  test('a code written in capitals is a means; a capitalised name is the agent', () => {
    expect(analyze('invoices settled via EFT', YARD).analysis.filters).toEqual({ settlement_method: 'EFT' });
    expect(analyze('invoices settled via Morgan', YARD).analysis.filters).not.toHaveProperty('settlement_method');
  });

  test('a sort key, a plural of people and an identifier are no means', () => {
    expect(analyze('invoices sorted by size', YARD).analysis.filters).toEqual({});
    expect(analyze('consignments handled by clerks', YARD).analysis.filters).toEqual({});
  });
});
