import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name beside a collection noun goes to the one field that collection keeps its name in', () => {
  // lighthouses keep their name in `registry_name`, a word of their own; barges keep a plain `name`
  const COAST = {
    fields: ['lighthouse_id', 'registry_name', 'keeper_title', 'beam_range', 'barge_id', 'name', 'deadweight', 'home_port'],
    collections: ['lighthouse', 'barge'],
  };
  test.each([
    ['What is the beam range of the Gullrock lighthouse?'],
    ['Show the keeper title at the Gullrock lighthouse.'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, COAST).analysis.filters).toEqual({ registry_name: 'Gullrock' });
  });

  test('the evidence names the rule', () => {
    const rules = analyze('What is the beam range of the Gullrock lighthouse?', COAST, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.proper-value+collection-only-name']);
  });
});
