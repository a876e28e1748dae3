import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in lexicons: a word that only opens longer values ("credit", "san") is read as a value's start only before
// a word that may come second in one of them (filters.value-class, filters.lexicon)
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string) => engine.analyze({ prompt, ...TILL }, { now: NOW }).analysis.filters;
// an invented till: payments with their method and the city they were taken in
const TILL = { fields: ['payment_id', 'payment_method', 'amount', 'city'], collections: ['payments'] };

describe('filters: a value of several words is read from a first word that is no value itself', () => {
  test('before its second word the value is read whole', () => {
    expect(filters('payments made by credit card')).toEqual({ payment_method: 'credit card' });
    expect(filters('payments in San Diego')).toEqual({ city: 'San Diego' });
    expect(filters('payments by credit card in San Jose')).toEqual({ payment_method: 'credit card', city: 'San Jose' });
  });

  test('before any other word the first word reads nothing', () => {
    expect(filters('payments with credit notes')).toEqual({});
    expect(filters('payments in the san area')).toEqual({});
  });
});
