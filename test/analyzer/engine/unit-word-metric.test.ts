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
  test('"summed by" groups like "grouped by"', () => {
    expect(analyze('yield kg summed by site', ALLOTMENTS).analysis.groupBy).toEqual(['site']);
  });
});
