import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema: growers and spice blends each have a code and a title
const SPICES = {
  fields: ['Grower_Code', 'Grower_Title', 'Grower_Heat', 'Blend_Code', 'Blend_Title', 'Blend_Heat'],
  collections: ['Growers', 'Blends'],
};
const fieldOwners = (prompt: string) => (analyze(prompt, SPICES, { explain: true }).explanation?.collection.evidence ?? [])
  .filter((e) => e.rule === 'collection.owns-named-field').map((e) => e.text);

describe('fields: a field word several fields end with is read beside the field named just before', () => {
  test('"blend code next to its title" reads the blend title, not the grower title', () => {
    expect(fieldOwners('Show every blend code next to its title.')).toEqual(['Blends', 'Blends']);
  });

  test('the field read beside says so in the evidence', () => {
    const metric = analyze('For each blend code, give its average heat.', SPICES, { explain: true }).explanation?.metric;
    expect(metric?.value).toBe('Blend_Heat');
    expect(metric?.evidence.map((e) => e.rule)).toEqual(['metric.field.beside-named']);
  });

  test('with nothing named before, the word keeps its first reading', () => {
    expect(fieldOwners('Give me every title.')).toEqual(['Growers']);
  });
});
