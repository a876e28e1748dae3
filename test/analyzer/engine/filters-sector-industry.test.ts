import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "sector" and "industry" name the same field', () => {
  const FIRMS = { fields: ['firm_id', 'title', 'Industry', 'Revenue', 'Town'], collections: ['Firms'] };

  test('a quoted value before "sector" fills the Industry field', () => {
    const { analysis } = analyze('How many firms work in the "Shipping" sector?', FIRMS);
    expect(analysis.filters).toEqual({ Industry: 'Shipping' });
  });

  test('a quoted value before another word keeps its own reading', () => {
    const { analysis } = analyze('How many firms are in the "Harbourside" town?', FIRMS);
    expect(Object.keys(analysis.filters)).not.toContain('Industry');
  });
});
