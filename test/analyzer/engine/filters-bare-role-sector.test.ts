import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a shipyard: its crew keep a bare `role`, its buyers a bare `sector`, its hulls a kind of their own
const SHIPYARD = {
  fields: ['crew_id', 'crew_name', 'role', 'day_rate', 'buyer_id', 'buyer_name', 'sector', 'hull_id', 'hull_type', 'length_m', 'launched_on'],
  collections: ['crew', 'buyers', 'hulls'],
};
const run = (prompt: string) => analyze(prompt, SHIPYARD, { explain: true });
const rules = (prompt: string) => run(prompt).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a word before records keeping a bare role or sector is its value', () => {
  test.each([
    ['what is the average day rate for welding crew?', { role: 'welding' }],
    ['how many fishing buyers are there', { sector: 'fishing' }],
    ['how many retail buyers are there', { sector: 'retail' }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
    expect(rules(prompt)).toEqual(['filters.kind-modifier+records-class']);
  });

  test.each([
    // an -ing word before the noun its own kind field is named after takes it as object
    'the average length for renting hulls',
    // a word describing the records names no class of them
    'the average day rate for available crew',
    // a state word the stage lexicons list, and a verb a superlative ranks the records by
    'how many running crew are there',
    'list the top rating buyers',
  ])('%p reads no kind', (prompt) => {
    expect(rules(prompt).filter((r) => r.startsWith('filters.kind-modifier'))).toEqual([]);
  });
});
