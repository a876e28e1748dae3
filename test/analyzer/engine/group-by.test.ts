import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('groupBy', () => {
  test.each([
    ['total revenue by category', ['category']],
    ['orders per status', ['status']],
    ['count orders for each category', ['category']],
    ['average price broken down by category', ['category']],
    ['revenue grouped by shipping state', ['shipping.state']],
    ['orders by state and city', ['shipping.state', 'shipping.city']],
    ['monthly revenue', ['month']],
    ['daily order count', ['day']],
    ['number of orders per week', ['week']],
    ['revenue by quarter', ['quarter']],
    ['orders by year', ['year']],
    ['sales per hour', ['hour']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(analyze(prompt).analysis.groupBy).toEqual(groupBy);
  });

  test.each([
    'orders sorted by price',
    'products ordered by rating',
    'list orders placed by customers',
    'top 10 orders',
    'orders from Texas',
  ])('%p has no grouping', (prompt) => {
    expect(analyze(prompt).analysis.groupBy).toEqual([]);
  });

  test('"top N <field>" groups by that field', () => {
    expect(analyzeMedia('Give the top 8 actors with the most prizes').analysis.groupBy).toEqual(['cast']);
  });

  test('"most common X" counts per X', () => {
    const { analysis } = analyzeMedia('Show the most common genres of the archive?');
    expect(analysis.groupBy).toEqual(['genres']);
    expect(analysis.operation).toBe('$count');
  });

  test('grouping with no accumulator counts', () => {
    expect(analyze('orders by status').analysis.operation).toBe('$count');
  });

  test('"X versus Y" groups by the field holding them', () => {
    expect(analyze('how many orders in Texas versus Ohio').analysis.groupBy).toEqual(['shipping.state']);
  });
});

describe('groupBy: keys behind determiners, numbers and collection adjectives', () => {
  test('"for each of the five states" skips "of" and the number', () => {
    expect(analyze('order count for each of our five shipping states').analysis.groupBy).toEqual(['shipping.state']);
  });

  test('"for each product category": a collection word used as an adjective before the field', () => {
    expect(analyze('average price for each product category').analysis.groupBy).toEqual(['category']);
  });

  test('"the 10 categories" and "the 10 category types" both rank the field\'s values', () => {
    const a = analyze('show me the 5 category types with the highest average price').analysis;
    expect(a.groupBy).toEqual(['category']);
    expect(a.limit).toBe(5);
  });
});

test('"bounded by" / "covered by" describe an area, they do not group', () => {
  expect(analyze('orders shipped to the area bounded by shipping city Austin').analysis.groupBy).toEqual([]);
  expect(analyze('orders covered by the warranty category').analysis.groupBy).toEqual([]);
});

describe('groupBy: "by" and "each" that do not group', () => {
  test.each([
    'lessons taught by the instructor named Ann',
    'orders paid by customers from Texas',
    'products supplied by supplier 12',
    'list products and sort the results by category',
    'products listed alphabetically by category',
    'the name of each customer',
    'list every order, sorted by price',
  ])('%p has no grouping', (prompt) => {
    expect(analyze(prompt).analysis.groupBy).toEqual([]);
  });

  test.each([
    ['average price categorized by category', ['category']],
    ['average price for each category', ['category']],
    ['the share of orders for each status', ['status']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(analyze(prompt).analysis.groupBy).toEqual(groupBy);
  });
});

describe('groupBy: a figure across different kinds', () => {
  test('"average price across different categories" groups by category', () => {
    expect(analyze('average price across different categories').analysis.groupBy).toEqual(['category']);
  });

  test.each(['how many different categories are there', 'list the different categories', 'orders with 2 different categories'])(
    '%p has no grouping',
    (prompt) => {
      expect(analyze(prompt).analysis.groupBy).toEqual([]);
    },
  );
});
