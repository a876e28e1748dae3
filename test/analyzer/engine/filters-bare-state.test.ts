import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment society: plots keep whether their rent is settled
const PLOTS = { fields: ['plot_no', 'holder', 'settled', 'area_sqm', 'rent_amount'], collections: ['plots'] };

describe('filters: a negated state names a one-word yes/no field (filters.flag-denied-state)', () => {
  test('"unsettled plots" are those whose field is false', () => {
    const result = analyze('unsettled plots', PLOTS, { explain: true });
    expect(result.analysis.filters).toEqual({ settled: false });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.flag-denied-state');
  });
});
