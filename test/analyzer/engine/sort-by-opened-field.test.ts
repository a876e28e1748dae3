import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment society: plots measured in square yards
const PLOTS = { fields: ['plot_id', 'plot_label', 'surface_sqyd', 'soil', 'tenant_id', 'tenant_name'], collections: ['plots', 'tenants'] };

describe('sort: "ordered by <word>" where one field\'s name opens with that word sorts by that field', () => {
  test('"plots ordered by surface" sorts by the surface in square yards', () => {
    const { analysis, explanation } = analyze('list the clay plots ordered by surface', PLOTS, { explain: true });
    expect(analysis.sort).toEqual({ surface_sqyd: 1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.sorted-by+opened-field']);
  });
  test('a possessive before the word is passed over', () => {
    expect(analyze('plots sorted by their surface, largest first', PLOTS).analysis.sort).toEqual({ surface_sqyd: -1 });
  });
  test('"top 3 plots by surface" ranks them by the rank word\'s direction', () => {
    const { analysis, explanation } = analyze('top 3 plots by surface', PLOTS, { explain: true });
    expect(analysis.sort).toEqual({ surface_sqyd: -1 });
    expect(analysis.limit).toBe(3);
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.sorted-by+opened-field+ranked']);
    expect(analyze('bottom 3 plots by surface', PLOTS).analysis.sort).toEqual({ surface_sqyd: 1 });
  });
});
