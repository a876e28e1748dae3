import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOP = {
  fields: ['customer_id', 'customer_name', 'gender_code', 'Orders', 'Orders.order_id', 'Orders.order_status_code', 'Orders.amount_paid', 'Orders.rating'],
  collections: ['customers'],
};
const filters = (prompt: string) => analyze(prompt, SHOP).analysis.filters;

describe('filters: "a/an <attribute> of <value>" binds the value to the field the attribute words name', () => {
  test.each([
    ['customers with an order status of "Shipped"', { 'Orders.order_status_code': 'Shipped' }],
    ['customers with an order status of Cancelled or Paid', { 'Orders.order_status_code': { $in: ['Cancelled', 'Paid'] } }],
    ['customers that have a gender code of Female', { gender_code: 'Female' }],
    ['orders that received a rating of 4 or 5', { 'Orders.rating': { $in: [4, 5] } }],
    ['customers with orders in the order status of "On Road"', { 'Orders.order_status_code': 'On Road' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a quantity noun is no attribute: "a total of 5" names no field', () => {
    expect(filters('customers with a total of 5 orders')).not.toHaveProperty('customer_name');
  });

  test('a quantity noun that opens a field named outright is an attribute: "a type code of"', () => {
    const LEDGER = { fields: ['entry_id', 'entry_type_code', 'Postings', 'Postings.posting_id', 'Postings.kind_code'], collections: ['entries'] };
    expect(analyze('entries with a type code of "REF"', LEDGER).analysis.filters).toEqual({ entry_type_code: 'REF' });
    expect(analyze('postings that carry a kind code of \'Late\'', LEDGER).analysis.filters).toEqual({ 'Postings.kind_code': 'Late' });
  });

  test('a comparison before the article keeps its bound', () => {
    expect(filters('orders exceeding an amount paid of 100')).toEqual({ 'Orders.amount_paid': { $gt: 100 } });
  });
});
