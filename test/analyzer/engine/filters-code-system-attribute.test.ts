import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented veterinary record: each pet's findings keep a status and the finding's ICD code
const PETS = { fields: ['_id', 'pet_name', 'findings.finding_status', 'findings.finding_icd_code', 'findings.noted_on'], collections: ['pets'] };
const rules = (prompt: string) => analyze(prompt, PETS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

test('of the fields named for a code system, the one named as a code keeps its codes (filters.code+code-system+code-named)', () => {
  expect(analyze('pets with problem K21.9', PETS).analysis.filters).toEqual({ 'findings.finding_icd_code': 'K21.9' });
  expect(rules('pets with problem K21.9')).toEqual(['filters.code+code-system+code-named']);
});

test('"a <attribute> of <code>": a value written in a kept code system is read by the code rule', () => {
  expect(analyze('how many pets have a finding of K21.9', PETS).analysis.filters).toEqual({ 'findings.finding_icd_code': 'K21.9' });
  expect(rules('how many pets have a finding of K21.9')).toEqual(['filters.code+code-system+code-named']);
});
