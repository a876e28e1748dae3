import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });
const rules = (result: ReturnType<typeof run>) => result.explanation?.filters.evidence.map((e) => e.rule) ?? [];

// an invented pottery: kilns keep what their lining is made of and the label of their vent; lamps their glass colour
const POTTERY = {
  fields: ['kiln_no', 'site', 'lining_material', 'vent_label', 'max_temp_c', 'fired_on', 'lamps', 'lamps.glass_colour', 'lamps.wick_count'],
  collections: ['kilns'],
};

describe('filters: a value said with the first word of a field\'s name (filters.value-before-field-word)', () => {
  test('a plain word led before the word is the field\'s value', () => {
    const result = run('kilns with brick lining', POTTERY);
    expect(result.analysis.filters).toEqual({ lining_material: 'brick' });
    expect(rules(result)).toContain('filters.value-before-field-word');
  });

  test('a word for the whole of such things ends in the field\'s word', () => {
    expect(run('kilns holding lamps with amber glassware', POTTERY).analysis.filters).toMatchObject({ 'lamps.glass_colour': 'amber' });
  });

  test('a code right after the word is the field\'s value (filters.code-after-field-word)', () => {
    const result = run('how many kilns are in vent Q', POTTERY);
    expect(result.analysis.filters).toEqual({ vent_label: 'Q' });
    expect(rules(result)).toContain('filters.code-after-field-word');
  });

  test('a word of size measures the thing, it is no value of the field', () => {
    expect(run('kilns with thick lining', POTTERY).analysis.filters).toEqual({});
  });

  test('a word opening two fields\' names names neither', () => {
    const twice = { ...POTTERY, fields: [...POTTERY.fields, 'lining_colour'] };
    expect(run('kilns with brick lining', twice).analysis.filters).toEqual({});
  });

  test('with no lead before it, the word is no value', () => {
    expect(run('brick lining kilns fired this year', POTTERY).analysis.filters).not.toHaveProperty('lining_material');
  });
});
