import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const WALLET = {
  fields: ['customer_id', 'customer_name', 'cards', 'cards.card_id', 'cards.card_kind_code', 'orders', 'orders.orderId', 'orders.total'],
  collections: ['customers'],
};
const HALLS = { fields: ['hall_name', 'seat_capacity', 'events', 'events.event_id'], collections: ['halls'] };

describe('filters: a count threshold is a count per group, not a filter on the counted records', () => {
  test.each([
    'customers with at least 5 cards',
    'customers that have more than 2 orders',
    'which customers have 3 or more orders',
  ])('%p', (prompt) => {
    const { analysis } = analyze(prompt, WALLET);
    expect(analysis.groupBy.length).toBe(1);
    expect(analysis.filters).toEqual({});
  });

  test('a comparison on another attribute stays a filter', () => {
    expect(analyze('halls with more than 300 seats', HALLS).analysis.filters).toEqual({ seat_capacity: { $gt: 300 } });
  });

  test('a condition outside the threshold stays', () => {
    const { analysis } = analyze('customers with more than 2 orders over 500', WALLET);
    expect(analysis.filters).toEqual({ 'orders.total': { $gt: 500 } });
  });
});
