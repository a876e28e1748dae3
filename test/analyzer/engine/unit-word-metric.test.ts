import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a unit word after an accumulator names the field kept in that unit (metric.unit-word)', () => {
  // an invented allotment society: plots with their area in hectares, harvests weighed in kilograms
  const ALLOTMENTS = { fields: ['_id', 'plot_code', 'area_ha', 'crop', 'site', '_id', 'harvest_id', 'plot_code', 'picked_on', 'yield_kg'], collections: ['plots', 'harvests'] };
  test.each([
    ['total hectares by site', '$sum', 'area_ha'],
    ['average hectares per crop', '$avg', 'area_ha'],
    ['total kilograms per plot code', '$sum', 'yield_kg'],
  ])('%p', (prompt, op, metric) => {
    const result = analyze(prompt, ALLOTMENTS, { explain: true });
    expect([result.analysis.operation, result.analysis.metric]).toEqual([op, metric]);
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.unit-word');
  });
  test.each(['total plots by site', 'average crop count per site', 'total hours per site'])('%p reads no field by a unit', (prompt) => {
    const result = analyze(prompt, ALLOTMENTS, { explain: true });
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).not.toContain('metric.unit-word');
  });
  // an invented bakery chain: flour weighed in pounds, sales taken in pounds sterling
  test('"pounds" is the money kept in sterling before a weight in pounds', () => {
    const BAKES = { fields: ['_id', 'bake_id', 'shop', 'flour_lb', 'sales_gbp', 'baked_on'], collections: ['bakes'] };
    expect(analyze('total pounds per shop', BAKES).analysis.metric).toBe('sales_gbp');
    const FLOUR = { fields: ['_id', 'bake_id', 'shop', 'flour_lb', 'sales_usd', 'baked_on'], collections: ['bakes'] };
    expect(analyze('total pounds per shop', FLOUR).analysis.metric).toBe('flour_lb');
  });
});
