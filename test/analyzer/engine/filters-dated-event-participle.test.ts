import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a status participle followed by when it happened dates the event, no status is asked', () => {
  // an invented bakery's web orders, read with the fixture shop pack (its status words: shipped, delivered, …)
  const BAKERY = { fields: ['orderId', 'customerId', 'totalAmount', 'sku', 'status', 'orderDate', 'shippedAt', 'deliveredAt'], collections: ['orders', 'customers'] };
  test.each([
    ['orders delivered after 2 May 2024', { start: '2024-05-03', end: null }],
    ['how many orders were shipped last week', 'last_week'],
  ])('%p', (prompt, timeFrame) => {
    const { analysis } = analyze(prompt, BAKERY);
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).toEqual(timeFrame);
  });
  test('the participle alone is still the status', () => {
    expect(analyze('delivered orders', BAKERY).analysis.filters).toEqual({ status: 'delivered' });
  });
});
