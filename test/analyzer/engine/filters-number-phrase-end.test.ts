import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the noun a compared number counts ends at a preposition', () => {
  const GYM = { fields: ['member_id', 'member_name', 'plan_type', 'fitness_score', 'Visits', 'Visits.visit_id', 'Visits.minutes'], collections: ['Members'] };
  test.each([
    ['members with a fitness score under 50 across various plan types', { fitness_score: { $lt: 50 } }],
    ['average fitness score of members with fitness scores over 70 among several plan types', { fitness_score: { $gt: 70 } }],
    // no preposition: the noun after the number is compared; a kind (`plan_type`) holds no number, a measure does
    ['members with more than 3 plan types', {}],
    ['members with more than 40 visit minutes', { 'Visits.minutes': { $gt: 40 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, GYM).analysis.filters).toEqual(expected);
  });
});
