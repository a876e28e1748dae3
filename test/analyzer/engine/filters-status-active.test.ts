import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "active", "inactive" and "open" are stages a status field keeps', () => {
  const PLOTS = { fields: ['plot_id', 'plot_name', 'plot_status', 'tenant_id', 'tenant_name'], collections: ['plots', 'tenants'] };
  test.each([
    ['active plots', { plot_status: 'active' }],
    ['how many plots are inactive', { plot_status: 'inactive' }],
    ['list open plots', { plot_status: 'open' }],
    ['plots that are not active', { plot_status: { $ne: 'active' } }],
  ])('%p', (prompt, expected) => {
    const { analysis, explanation } = analyze(prompt, PLOTS, { explain: true });
    expect(analysis.filters).toEqual(expected);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word']);
  });

  test('a yes/no field named by the word still takes it', () => {
    const withFlag = { ...PLOTS, fields: [...PLOTS.fields, 'is_active'] };
    expect(analyze('active plots', withFlag).analysis.filters).toEqual({ is_active: true });
  });
});
