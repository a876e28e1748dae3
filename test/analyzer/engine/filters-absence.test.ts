import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: having none of an embedded array', () => {
  const SHOP = { fields: ['customerId', 'name', 'orders', 'orders.orderId', 'orders.total', 'reviews', 'reviews.stars'], collections: ['customers'] };

  test.each([
    ['customers who never placed an order', 'orders'],
    ['customers with no reviews', 'reviews'],
    ['customers without any orders', 'orders'],
  ])('%p', (prompt, field) => {
    expect(filters(prompt, SHOP)).toEqual({ [field]: { $size: 0 } });
  });

  test('"no more than" is a comparison, not an absence', () => {
    expect(filters('customers with no more than 3 reviews', SHOP)).not.toHaveProperty('reviews');
  });
});
