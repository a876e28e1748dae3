import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** An invented beekeeping co-op: hive inspections graded by risk, with findings graded by urgency. */
const APIARY = {
  fields: ['_id', 'hive_no', 'risk_level', 'inspected_on', 'findings', 'findings.urgency', 'findings.note', 'keeper_name'],
  collections: ['inspections', 'keepers'],
};
const read = (prompt: string) => analyze(prompt, APIARY, { explain: true });

describe('a word of an ordinal scale is a value of the field grading records on it (filters.scale-value)', () => {
  test.each([
    ['high risk inspections', { risk_level: 'high' }, 'filters.scale-value+field-after'],
    ['low-risk inspections', { risk_level: 'low' }, 'filters.scale-value+hyphenated'],
    ['inspections with urgent findings', { 'findings.urgency': 'urgent' }, 'filters.scale-value+records-after'],
  ] as Array<[string, Record<string, unknown>, string]>)('%p', (prompt, expected, rule) => {
    const result = read(prompt);
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain(rule);
  });

  test('without a field grading the records, the word is no value', () => {
    expect(analyze('keepers with high hopes', APIARY).analysis.filters).toEqual({});
  });
});

/** An invented aquarium shop: tanks graded by a named scale and kept at a level of some qualities. */
const AQUARIUM = {
  fields: ['tank_id', 'algae_bloom_risk', 'flowLevel', 'flow_rate_lph', 'salinity_ppt', 'stocked_on'],
  collections: ['tanks'],
};

describe('a grade before a field named for its scale in several words, or for a quality kept as a level', () => {
  test.each([
    ['tanks with high algae bloom risk', { algae_bloom_risk: 'high' }, 'filters.scale-value+scale-field-named-after'],
    ['tanks in low flow', { flowLevel: 'low' }, 'filters.scale-value+quality-level'],
  ] as Array<[string, Record<string, unknown>, string]>)('%p', (prompt, expected, rule) => {
    const result = analyze(prompt, AQUARIUM, { explain: true });
    expect([result.analysis.filters, result.explanation?.filters.evidence.some((e) => e.rule === rule)]).toEqual([expected, true]);
  });

  test('a quality no level field keeps is no value', () => {
    expect(analyze('tanks in low salinity', AQUARIUM).analysis.filters).not.toHaveProperty('flowLevel');
  });
});
