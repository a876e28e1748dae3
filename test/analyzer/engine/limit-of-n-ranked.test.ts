import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const YARD = { fields: ['keeper_id', 'keeper_name', 'pay', 'inspections'], collections: ['keepers'] };

describe('limit: "of N" before things a superlative ranks', () => {
  test('"the full names of five keepers with the highest pay" lists five', () => {
    const { analysis, explanation } = analyze('I want the full names of five keepers with the highest pay.', YARD, { explain: true });
    expect(analysis.limit).toBe(5);
    expect(explanation!.limit.evidence.map((e) => e.rule)).toContain('limit.of-n-ranked');
  });

  test('"a list of 3 keepers that see the most inspections" lists three', () => {
    expect(analyze('I need a list of 3 keepers that see the most inspections.', YARD).analysis.limit).toBe(3);
  });

  test('"a minimum of two … or at least two" is a bound, not a limit', () => {
    expect(analyze('Which keepers log a minimum of two inspections or at least two pay rises?', YARD).analysis.limit).toBeNull();
  });
});
