import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields joined by "and" before a counted group', () => {
  const HARVESTS = {
    fields: ['harvest_id', 'orchard_name', 'variety', 'season', 'picked_on', 'crates'],
    collections: ['harvests'],
  };

  test('both fields group the count', () => {
    const { analysis } = analyze('Which variety and season had the fewest harvests?', HARVESTS);
    expect(analysis.operation).toBe('$count');
    expect([...analysis.groupBy].sort()).toEqual(['season', 'variety']);
  });

  test('a field listed before "of" is shown, not grouped', () => {
    expect(analyze('Show the variety and season of the orchard with the most harvests.', HARVESTS).analysis.groupBy).not.toContain('variety');
  });
});

describe('an amount joined by "and" before a counted group is asked of the group, never a key', () => {
  const PRODUCTS = {
    fields: ['product_id', 'title', 'price', 'stock', 'brand', 'category', 'release_year'],
    collections: ['products'],
  };

  test('an averaged amount', () => {
    expect(analyze('What is the average price and category with the most products?', PRODUCTS).analysis.groupBy).toEqual(['category']);
  });

  test('an amount shown beside the ranked group', () => {
    expect(analyze('Show the price and brand with the most products', PRODUCTS).analysis.groupBy).toEqual(['brand']);
  });

  test('a stored count beside a group over a threshold', () => {
    expect(analyze('List the stock and brand with more than 5 products', PRODUCTS).analysis.groupBy).toEqual(['brand']);
  });

  test('a year still groups', () => {
    expect([...analyze('Which release year and brand had the most products?', PRODUCTS).analysis.groupBy].sort()).toEqual(['brand', 'release_year']);
  });

  test('the field accumulated is not a key, whatever its name', () => {
    const SCHOOLS = { fields: ['school_id', 'name', 'tuition', 'region'], collections: ['schools'] };
    expect(analyze('What is the average tuition and region with the most schools?', SCHOOLS).analysis.groupBy).toEqual(['region']);
  });
});
