import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an amount noun opening a grouped question, with no field of its own, totals the field it heads', () => {
  // trawler hauls keep their worth with its currency
  const HAULS = { fields: ['_id', 'haul_ref', 'haul_dt', 'zone_code', 'value_eur', 'weight_kg'], collections: ['hauls'] };
  test.each([
    ['value by zone code'],
    ['landed value by zone code'],
  ] as const)('%p → $sum of `value_eur` per zone', (prompt) => {
    const { analysis, explanation } = analyze(prompt, HAULS, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('value_eur');
    expect(analysis.groupBy).toEqual(['zone_code']);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
  });
});
