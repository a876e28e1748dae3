import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a bound with a unit after a list of records is on the one field of theirs ending in that unit', () => {
  // an invented fishing cooperative: boats log their catches, each with a number, a weight and a length
  const COOP = {
    fields: ['boatName', 'homePort', 'catches', 'catches.catchNo', 'catches.species', 'catches.weightKg', 'catches.lengthCm', 'catches.landedAt'],
    collections: ['boats', 'skippers'],
  };
  test.each([
    ['boats with catches over 40 kg', { 'catches.weightKg': { $gt: 40 } }],
    ['boats that landed catches under 30 cm', { 'catches.lengthCm': { $lt: 30 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, COOP).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    const rules = analyze('boats with catches over 40 kg', COOP, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.compare$gt+list-unit-leaf');
  });
});
