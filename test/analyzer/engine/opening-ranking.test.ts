import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a question that opens with its ranking', () => {
  const ORDERS = { fields: ['order_id', 'payment_method', 'total'], collections: ['orders'] };
  test('"most common payment method" counts per method, the top one', () => {
    const { analysis, explanation } = analyze('most common payment method', ORDERS, { explain: true });
    expect(analysis.groupBy).toEqual(['payment_method']);
    expect(analysis.operation).toBe('$count');
    expect(analysis.limit).toBe(1);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-ranking-after');
  });
});

describe('a question that opens with a ranking of values', () => {
  const PRODUCTS = { fields: ['product_id', 'title', 'price', 'created_at'], collections: ['products'] };
  test.each([
    ['most expensive product', { price: -1 }] as const,
    ['most recent products', { created_at: -1 }] as const,
  ])('%p ranks by the value and counts nothing', (prompt, sort) => {
    const { analysis } = analyze(prompt, PRODUCTS);
    expect(analysis.sort).toEqual(sort);
    expect(analysis.groupBy).toEqual([]);
  });
});
