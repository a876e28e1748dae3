import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('sort', () => {
  test.each([
    ['orders sorted by price descending', { price: -1 }],
    ['orders sorted by price ascending', { price: 1 }],
    ['orders ordered by order date', { orderDate: 1 }],
    ['products sorted by rating', { rating: -1 }],
    ['the 5 most expensive products', { price: -1 }],
    ['the cheapest products', { price: 1 }],
    ['products with the highest rating', { rating: -1 }],
    ['products with the lowest quantity', { quantity: 1 }],
    ['the 10 most recent orders', { orderDate: -1 }],
    ['the oldest orders', { orderDate: 1 }],
    ['top 10 products by price', { price: -1 }],
    ['orders sorted by state and city', { 'shipping.state': 1, 'shipping.city': 1 }],
    ['customers in alphabetical order', { 'customer.name': 1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt).analysis.sort).toEqual(sort as never);
  });

  test('no ranking, no sort', () => {
    expect(analyze('orders from Texas').analysis.sort).toEqual({});
    expect(analyze('').analysis.sort).toEqual({});
  });

  test('grouped counts rank by count', () => {
    expect(analyzeMedia('top 4 genres by number of films').analysis.sort).toEqual({ count: -1 });
    expect(analyzeMedia('the most common genres of all').analysis.sort).toEqual({ count: -1 });
  });

  test('superlatives over counted things use the count field', () => {
    expect(analyzeMedia('the 6 films with the most comments').analysis.sort).toEqual({ num_club_comments: -1 });
  });

  test('"highest-rated" means the main rating field', () => {
    expect(analyzeMedia('the 11 highest-rated films').analysis.sort).toEqual({ 'cinedb.rating': -1 });
  });

  test('top N with a filtered rating ranks by it', () => {
    expect(analyzeMedia('top 6 comedy films with a CineDB rating above 7').analysis.sort).toEqual({ 'cinedb.rating': -1 });
  });
});

describe('collection ranking', () => {
  test.each([
    ['show all customers', 'customers'],
    ['list products', 'products'],
    ['how many orders per customer', 'orders'],
    ['purchases over 100', 'orders'],
    ['shoppers from Texas', 'customers'],
  ])('%p → %p first', (prompt, first) => {
    expect(analyze(prompt).analysis.collection[0]).toBe(first);
  });

  test('every candidate is returned, once', () => {
    const { analysis } = analyze('show all customers', { collections: ['orders', 'customers', 'orders', 'products'] });
    expect([...analysis.collection].sort()).toEqual(['customers', 'orders', 'products']);
  });

  test('films and movies are one entity', () => {
    expect(analyzeMedia('list films from 1987').analysis.collection[0]).toBe('films');
  });

  test('counted entity wins over the one it is counted on', () => {
    expect(analyzeMedia('on films from 1987, how many comments got posted').analysis.collection[0]).toBe('comments');
  });

  test('no mention: the collection other ids point at', () => {
    expect(analyzeMedia('anything above 7').analysis.collection[0]).toBe('films');
  });

  test('no candidates: empty list', () => {
    expect(analyze('show all customers', { collections: [] }).analysis.collection).toEqual([]);
  });
});
