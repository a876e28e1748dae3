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
