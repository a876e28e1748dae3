import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('limit', () => {
  test.each([
    ['top 10 customers by revenue', 10],
    ['show me the top 5 products', 5],
    ['first 20 orders', 20],
    ['list 15 orders with status shipped', 15],
    ['find 12 customers in Texas', 12],
    ['orders, limit to 25', 25],
    ['orders, limited to 8 results', 8],
    ['give me 3 results', 3],
    ['show me five orders', 5],
    ['the 7 most expensive products', 7],
    ['bottom 3 products by rating', 3],
  ])('%p → %p', (prompt, limit) => {
    expect(analyze(prompt).analysis.limit).toBe(limit);
  });

  test.each([
    'orders with quantity over 10',
    'customers with at least 3 orders',
    'orders in the last 30 days',
    'orders in 2023',
    'products with a price between 10 and 20',
    'orders with more than 2 items',
    'how many orders were shipped',
    '',
  ])('%p has no limit', (prompt) => {
    expect(analyze(prompt).analysis.limit).toBeNull();
  });

  test('field plurals after a request verb are limits too', () => {
    expect(analyzeMedia('List 7 directors with the most prizes').analysis.limit).toBe(7);
  });
});
