import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOP = { fields: ['product_name', 'price', 'rank', 'age', 'orderDate'], collections: ['products'] };
const filters = (prompt: string) => analyze(prompt, SHOP).analysis.filters;

describe('filters: ranges of numbers', () => {
  test.each([
    ['products priced from 600 to 700', { price: { $gte: 600, $lte: 700 } }],
    ['products with a price in the range of 60 to 120', { price: { $gte: 60, $lte: 120 } }],
    ['products ranked 10 through 15', { rank: { $gte: 10, $lte: 15 } }],
    ['products with a price between 5 and 9', { price: { $gte: 5, $lte: 9 } }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a descending pair is no range', () => {
    expect(filters('products priced from 700 to 600')).toEqual({});
  });

  test('years from one to another are a time frame', () => {
    const { analysis } = analyze('products ordered from 2010 to 2015', SHOP);
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).not.toBeNull();
  });
});

describe('filters: a range or bound on the identifier named just before it', () => {
  const CUSTOMERS = { fields: ['customer_id', 'customer_name', 'date_became_customer'], collections: ['customers'] };
  test.each([
    ['the dates when customers with ids between 10 and 20 became customers'],
    ['customers whose ID is between 10 and 20'],
    ['customers with IDs ranging from 10 to 20'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, CUSTOMERS).analysis.filters).toEqual({ customer_id: { $gte: 10, $lte: 20 } });
  });
});
