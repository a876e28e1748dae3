import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: one record when the question asks for the single extreme one', () => {
  test.each([
    ['what is the most expensive product?', 1],
    ['which product has the highest rating?', 1],
    ['show the cheapest products', null],
    ['the cheapest product in each category', null],
    ['the latest order date for each customer', null],
  ])('%p → %p', (prompt, limit) => {
    expect(analyze(prompt).analysis.limit).toBe(limit);
  });
});
