import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';
import { fastestMs } from '../../support/timing.ts';

const CLINIC = {
  fields: [
    'patient_id', 'name', 'mrn', 'status', 'encounters', 'encounters.encounter_id', 'encounters.diagnoses', 'encounters.diagnoses.icd_code',
    'encounters.diagnoses.description', 'labs', 'labs.loinc_code', 'labs.value', 'visits', 'visits.visit_id', 'admittedAt',
  ],
  collections: ['patients'],
};
const tokens = (prompt: string) => analyze(prompt, CLINIC).analysis.rawTokens;
const filters = (prompt: string) => analyze(prompt, CLINIC).analysis.filters;

describe('tokenise: codes stay one token', () => {
  test.each([
    ['mrn 7731-2', ['mrn', '7731-2']],
    ['loinc 4548-4', ['loinc', '4548-4']],
    ['code E11.9', ['code', 'e11.9']],
    ['patient PT-004512', ['patient', 'pt-004512']],
    ['unit A-12b', ['unit', 'a-12b']],
    ['id 12345678-1234-1234-1234-123456789abc', ['id', '12345678-1234-1234-1234-123456789abc']],
    ['version 1.2.3', ['version', '1.2.3']],
    ['on 2024-03-03', ['on', '2024-03-03']],
  ] as Array<[string, string[]]>)('%p', (prompt, expected) => {
    expect(tokens(prompt)).toEqual(expected);
  });

  test.each([
    ['between 2010-2015', ['between', '2010', '-', '2015']],
    ['75-100 minutes', ['75', '-', '100', 'minutes']],
    ['1.5-2 hours', ['1.5', '-', '2', 'hours']],
    ['value 3.5', ['value', '3.5']],
    ['below -3.5', ['below', '-', '3.5']],
    ['a 10-year term', ['a', '10', '-', 'year', 'term']],
    ['5.5k and 1,000.50', ['5.5k', 'and', '1,000.50']],
  ] as Array<[string, string[]]>)('not a code: %p', (prompt, expected) => {
    expect(tokens(prompt)).toEqual(expected);
  });
});

describe('filters: codes and ids tied to their entity', () => {
  test.each([
    ['the patient PT-004512', { patient_id: 'PT-004512' }],
    ['the patient with ID PT-004512', { patient_id: 'PT-004512' }],
    ['the encounter A-12b', { 'encounters.encounter_id': 'A-12b' }],
    ['visit 123e4567-e89b-12d3-a456-426614174000', { 'visits.visit_id': '123e4567-e89b-12d3-a456-426614174000' }],
    ['patients with diagnosis code E11.9', { 'encounters.diagnoses.icd_code': 'E11.9' }],
    ['labs with loinc code 4548-4', { 'labs.loinc_code': '4548-4' }],
    ['the patient with mrn 7731-2', { mrn: '7731-2' }],
    ['diagnosis codes E11.9 or I10.1', { 'encounters.diagnoses.icd_code': { $in: ['E11.9', 'I10.1'] } }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test.each([
    'patients admitted in the 1990s',
    'the 2nd visit of each patient',
  ])('no code in %p', (prompt) => {
    expect(Object.values(filters(prompt))).not.toContainEqual(expect.stringMatching(/\d/));
  });

  test('an ISO date is a time frame, not a code', () => {
    const { analysis } = analyze('patients admitted between 2024-03-03 and 2024-04-09', CLINIC);
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).toEqual({ start: '2024-03-03', end: '2024-04-10' });
  });
});

describe('value extraction stays linear on hostile prompts', () => {
  const hostile: Array<[string, string]> = [
    ['quoted near-addresses', "with email '" + 'a@' + 'b.'.repeat(140) + "@' "],
    ['bare near-addresses', 'a@' + 'b.'.repeat(60) + ' '],
    ['digit groups joined by hyphens', '1-'],
    ['digit groups joined by dots', '1.'],
    ['hyphen ranges', '1-2 '],
    ['codes in a list', 'PT-0045, '],
  ];
  const prompt = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const fastest = (text: string) => {
    analyze(text, CLINIC);
    return fastestMs(() => analyze(text, CLINIC), 5);
  };

  test.each(hostile)('%s', (_label, unit) => {
    // the long prompt first, so the short one is not timed before the code it runs is compiled
    fastest(prompt(unit, 4000));
    const small = fastest(prompt(unit, 1000));
    const large = fastest(prompt(unit, 4000));
    // four times the text: linear work takes ~4x, quadratic ~16x; the floor absorbs timer noise on tiny runs
    expect(large).toBeLessThan(Math.max(small * 10, 20));
    expect(large).toBeLessThan(200);
  });
});
