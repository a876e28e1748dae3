import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a boiler-inspection log (each inspection has a pass flag) and a courier firm whose deliveries
// keep whether they succeeded, beside a status kept by the depots
const BOILERS = {
  fields: ['inspection_id', 'boiler_ref', 'inspected_on', 'inspector', 'passed', 'boiler_id', 'site_name', 'status'],
  collections: ['inspections', 'boilers'],
};
const COURIER = {
  fields: ['depot_id', 'depot_name', 'status', 'delivery_id', 'depotId', 'isSuccessful', 'attempts'],
  collections: ['depots', 'deliveries'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: how an attempt came out, said of records with a flag named by coming out well (filters.outcome-flag)', () => {
  test.each([
    ['failed inspections', BOILERS, { passed: false }],
    ['how many inspections were unsuccessful', BOILERS, { passed: false }],
    ['failed deliveries', COURIER, { isSuccessful: false }],
    ['deliveries that were not successful', COURIER, { isSuccessful: false }],
  ])('%p', (prompt, schema, expected) => {
    expect(run(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the outcome-flag rule', () => {
    expect(run('failed inspections', BOILERS).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.outcome-flag']);
  });
});
