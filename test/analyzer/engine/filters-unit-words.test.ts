import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a unit after a bound names the attribute it measures', () => {
  const ATHLETES = { fields: ['athlete_id', 'rank', 'height', 'weight', 'best_throw'], collections: ['athletes'] };
  const filters = (prompt: string) => analyze(prompt, ATHLETES).analysis.filters;

  test.each([
    ['athletes over 190 centimeters', { height: { $gt: 190 } }],
    ['athletes under 70 inches', { height: { $lt: 70 } }],
    ['athletes over 90000 grams', { weight: { $gt: 90000 } }],
    ['athletes under 2 metres', { height: { $lt: 2 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });
});
