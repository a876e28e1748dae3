import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SHOP = { fields: ['product_name', 'price', 'rank', 'age', 'orderDate'], collections: ['products'] };
const filters = (prompt: string) => analyze(prompt, SHOP).analysis.filters;

describe('filters: ranges of numbers', () => {
  test.each([
    ['products priced from 340 to 410', { price: { $gte: 340, $lte: 410 } }],
    ['products having a price in the range of 45 to 85', { price: { $gte: 45, $lte: 85 } }],
    ['products ranked 10 through 15', { rank: { $gte: 10, $lte: 15 } }],
    ['products having a price between 5 and 9', { price: { $gte: 5, $lte: 9 } }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a descending pair is no range', () => {
    expect(filters('products priced from 410 to 340')).toEqual({});
  });

  test('years from one to another are a time frame', () => {
    const { analysis } = analyze('products ordered from 2010 to 2015', SHOP);
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).not.toBeNull();
  });
});

describe('filters: a range or bound on the identifier named just before it', () => {
  const PATRONS = { fields: ['patron_id', 'patron_name', 'date_joined_library'], collections: ['patrons'] };
  test.each([
    ['join dates of the patrons with ids between 30 and 45'],
    ['patrons whose ID is between 30 and 45'],
    ['patrons with IDs ranging from 30 to 45'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, PATRONS).analysis.filters).toEqual({ patron_id: { $gte: 30, $lte: 45 } });
  });
});
