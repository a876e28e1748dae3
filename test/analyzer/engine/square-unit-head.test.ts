import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment society whose plots are measured in square metres
const GARDENS = { fields: ['plot_id', 'plot_label', 'surface_sq_m', 'soil', 'tenant_id', 'tenant_name'], collections: ['plots', 'tenants'] };

describe('a unit raised by "sq"/"square"/"cubic" goes with the unit: the field measures the word before it', () => {
  test('the smallest plot by surface is one plot sorted by its surface, not a group', () => {
    const { analysis, explanation } = analyze('which is the smallest plot by surface?', GARDENS, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.sort).toEqual({ surface_sq_m: 1 });
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.no-group+superlative-ranked']);
  });
});
