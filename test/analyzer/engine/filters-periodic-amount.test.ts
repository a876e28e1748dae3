import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: an amount for each hour, day or month is kept in the field named by that period', () => {
  const STUDIOS = {
    fields: ['studio_id', 'studio_name', 'hourly_rate', 'capacity', 'session_id', 'session_date', 'amount_billed', 'monthly_fee'],
    collections: ['studios', 'sessions'],
  };
  test.each([
    ['studios over $35 an hour', { hourly_rate: { $gt: 35 } }],
    ['studios costing less than 50 dollars per hour', { hourly_rate: { $lt: 50 } }],
    ['studios under £400 a month', { monthly_fee: { $lt: 400 } }],
  ])('%p', (prompt, expected) => {
    const { analysis, explanation } = analyze(prompt, STUDIOS, { explain: true });
    expect(analysis.filters).toEqual(expected);
    expect(explanation?.filters.evidence[0]?.rule).toContain('+periodic-field');
  });

  test('an amount with no period stays a plain sum of money', () => {
    expect(analyze('sessions over $35', STUDIOS).analysis.filters).toEqual({ amount_billed: { $gt: 35 } });
  });
});
