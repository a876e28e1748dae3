import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a field named right before a bound keeps it whatever duration unit follows', () => {
  const OVENS = {
    fields: ['oven_id', 'oven_name', 'bake_minutes', 'preheat_minutes', 'loaves_per_batch', 'fired_at'],
    collections: ['ovens'],
  };
  test.each([
    ['ovens with a preheat over 20 minutes', { preheat_minutes: { $gt: 20 } }],
    ['ovens whose preheat is under 15 minutes', { preheat_minutes: { $lt: 15 } }],
    ['ovens preheat by more than 20 minutes', { preheat_minutes: { $gt: 20 } }],
    ['ovens that bake for more than 40 minutes', { bake_minutes: { $gt: 40 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, OVENS).analysis.filters).toEqual(expected);
  });

  test('the evidence names the comparison', () => {
    const { explanation } = analyze('ovens with a preheat over 20 minutes', OVENS, { explain: true });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt']);
  });
});
