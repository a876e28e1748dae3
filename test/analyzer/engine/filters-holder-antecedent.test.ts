import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "in their <field>" points back at the nearest noun a field path names, and at its plain field', () => {
  // wards embed their nurses; a nurse keeps a name and the name of her ward
  const WARD = {
    fields: ['ward_name', 'floor', 'nurse', 'nurse.badge', 'nurse.name', 'nurse.ward_name', 'nurse.shift'],
    collections: ['ward'],
  };
  test.each([
    ["Which ward does the nurse with 'Okafor' in their name work on?"],
    ["What floor is the ward of the nurse with 'Okafor' in their name?"],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, WARD, { explain: true });
    expect(analysis.filters).toEqual({ 'nurse.name': 'Okafor' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+field-after+their-antecedent']);
  });
});
