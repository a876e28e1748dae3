import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a mail-order nursery: parcels kept with a status and where they were sent
const NURSERY = {
  fields: ['orderId', 'customerId', 'status', 'orderDate', 'totalAmount', 'customer_city', 'customer_country', 'ship_city', 'ship_country'],
  collections: ['orders', 'customers'],
};
const filters = (prompt: string) => analyze(prompt, NURSERY).analysis.filters;

describe('filters: where records were sent is a place, not a status', () => {
  test.each([
    ['orders that went to Portugal', { ship_country: 'Portugal' }],
    ['orders sent to Italy', { ship_country: 'Italy' }],
    ['orders delivered to Chicago', { ship_city: 'Chicago' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the participle alone still names the status', () => {
    expect(filters('delivered orders')).toEqual({ status: 'delivered' });
  });
});
