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

describe('filters: a length or weight unit after a bound outranks the field named before it', () => {
  const ROWERS = { fields: ['rower_id', 'points', 'height', 'weight', 'salary'], collections: ['rowers'] };
  test.each([
    ['the points of rowers over 190 centimeters', { height: { $gt: 190 } }],
    ['the points of rowers under 80 kg', { weight: { $lt: 80 } }],
    ['the salary of rowers with more than 300 points', { points: { $gt: 300 } }],
    ['the points of rowers earning over 5000 dollars', { salary: { $gt: 5000 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, ROWERS).analysis.filters).toEqual(expected);
  });
});
