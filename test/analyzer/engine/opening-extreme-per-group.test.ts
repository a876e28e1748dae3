import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an extreme said first, of a number named next, per group', () => {
  // pottery firings: each keeps its kiln and the temperature reached
  const FIRINGS = { fields: ['_id', 'kiln_code', 'glaze_type', 'peak_temp', 'fired_on', 'batch_ref'], collections: ['firings'] };
  test.each([
    ['Highest peak temp for each kiln code', '$max', 'kiln_code'],
    ['Lowest peak temp for each glaze type', '$min', 'glaze_type'],
  ] as const)('%p → %p of the number per group', (prompt, op, key) => {
    const { analysis, explanation } = analyze(prompt, FIRINGS, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe('peak_temp');
    expect(analysis.groupBy).toEqual([key]);
    expect(analysis.sort).toEqual({});
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.opening-extreme-per-group');
  });
});

describe('an opening extreme of money ("cheapest", "most expensive"), maybe past the records\' name, per group', () => {
  // an invented ferry line: one flat list of the crossings' and the freight loads' fields
  const FERRY = {
    fields: ['_id', 'crossing_id', 'route', 'fare_gbp', 'deck', '_id', 'load_id', 'haulier', 'weight_kg', 'charge_usd'],
    collections: ['crossings', 'loads'],
  };
  test.each([
    ['cheapest fare per deck', '$min', 'fare_gbp', ['deck']],
    ['cheapest crossing fare per deck', '$min', 'fare_gbp', ['deck']],
    ['most expensive crossing fare per route', '$max', 'fare_gbp', ['route']],
    ['highest crossing fare per route', '$max', 'fare_gbp', ['route']],
  ])('%p', (prompt, op, metric, groupBy) => {
    const result = analyze(prompt, FERRY, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy, result.analysis.sort]).toEqual([op, metric, groupBy, {}]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.opening-extreme-per-group');
  });
  test.each(['cheapest crossings per route', 'most crossings per route', 'most loads per haulier'])('%p takes no money extreme', (prompt) => {
    const { operation, metric } = analyze(prompt, FERRY).analysis;
    expect(metric === 'fare_gbp' || metric === 'charge_usd').toBe(false);
    expect(operation === '$min' || operation === '$max').toBe(false);
  });
  test('"least expensive" turns the direction of "expensive"', () => {
    const { operation, metric } = analyze('least expensive crossing fare per route', FERRY).analysis;
    expect([operation, metric]).toEqual(['$min', 'fare_gbp']);
  });
});
