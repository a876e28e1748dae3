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
