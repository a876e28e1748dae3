import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const YARD = { fields: ['keeper_id', 'keeper_name', 'pay', 'visits'], collections: ['keepers'] };

describe('limit: "of N" before things a superlative ranks', () => {
  test('"the names of five keepers with the highest pay" lists five', () => {
    const { analysis, explanation } = analyze('Show me the names of five keepers with the highest pay.', YARD, { explain: true });
    expect(analysis.limit).toBe(5);
    expect(explanation!.limit.evidence.map((e) => e.rule)).toContain('limit.of-n-ranked');
  });

  test('"a list of 3 keepers that are most visited" lists three', () => {
    expect(analyze('Provide a list of 3 keepers that are most visited.', YARD).analysis.limit).toBe(3);
  });

  test('"a minimum of two … or at least two" is a bound, not a limit', () => {
    expect(analyze('Which keepers have a minimum of two visits or at least two pay rises?', YARD).analysis.limit).toBeNull();
  });
});
