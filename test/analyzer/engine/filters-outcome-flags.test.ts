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
// a diving school: its divers, and the checkout dives each diver sat, kept with whether the diver passed
const DIVING = {
  fields: ['diver_id', 'given_name', 'family_name', 'cert_level', 'dive_id', 'diver_ref', 'module', 'sat_on', 'mark', 'passed'],
  collections: ['divers', 'checkout_dives'],
};
// the same school keeping two outcome flags, one per kind of trial
const TWO_FLAGS = { ...DIVING, fields: [...DIVING.fields, 'is_successful'] };
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

  test.each([
    ['Which module has the most failed tries?', { passed: false }, 'filters.outcome-flag+unnamed-trials'],
    ['What is the average mark among divers who passed?', { passed: true }, 'filters.outcome-flag+relative-verb'],
    ['List the tries that failed', { passed: false }, 'filters.outcome-flag+relative-verb+unnamed-trials'],
  ])('the schema\'s only outcome flag, said of trials it does not name or of who made them: %p', (prompt, expected, rule) => {
    const result = run(prompt, DIVING);
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain(rule);
  });

  test.each([
    ['Which module has the most failed tries?', TWO_FLAGS],
    ['Show the divers who passed their medical', DIVING],
  ])('no outcome flag when two could be meant, or when the verb takes an object: %p', (prompt, schema) => {
    expect(run(prompt, schema).analysis.filters).not.toHaveProperty('passed');
  });
});
