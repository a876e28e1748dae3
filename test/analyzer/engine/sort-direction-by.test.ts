import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const LIGHTHOUSES = { fields: ['_id', 'name', 'height', 'built', 'keepers'], collections: ['lighthouses'] };

describe('a direction word joined to "by" orders by the field after it', () => {
  test.each([
    ['list the names of lighthouses by ascending height', { height: 1 }],
    ['lighthouse names, descending by height', { height: -1 }],
    ['show lighthouses by decreasing height', { height: -1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, LIGHTHOUSES).analysis.sort).toEqual(sort as never);
  });

  test('"sorted by decreasing count" ranks by the count', () => {
    expect(analyze('how many lighthouses each keeper tends, sorted by decreasing count', LIGHTHOUSES).analysis.sort).toEqual({ count: -1 });
  });
});

describe('an order with no direction said', () => {
  test('"sorted by price" reads cheapest first', () => {
    expect(analyze('products sorted by price').analysis.sort).toEqual({ price: 1 });
  });

  test('"sorted by rating" still reads best first', () => {
    expect(analyze('products sorted by rating').analysis.sort).toEqual({ rating: -1 });
  });
});

describe('an order with no direction said, of a place or a plain measure', () => {
  // an invented relay race: legs with their runners' finishing places and the legs' lengths
  const RELAY = { fields: ['leg_id', 'runner_name', 'finish_rank', 'leg_length_m', 'cheer_count'], collections: ['legs'] };
  test('"ordered by finish rank" reads first place first', () => {
    expect(analyze('legs ordered by finish rank', RELAY).analysis.sort).toEqual({ finish_rank: 1 });
  });
  test('"sorted by leg length" reads shortest first', () => {
    expect(analyze('legs sorted by leg length', RELAY).analysis.sort).toEqual({ leg_length_m: 1 });
  });
  test('a count still reads most first', () => {
    expect(analyze('legs sorted by cheer count', RELAY).analysis.sort).toEqual({ cheer_count: -1 });
  });
});
