import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted value before a plural noun classes those things: it goes to their kind field, not their name', () => {
  const OUTFITTER = {
    fields: ['tent_id', 'tent_name', 'tent_type_code', 'nightly_rate', 'berths'],
    collections: ['tents'],
  };
  test.each([
    ['What are the nightly rates of all "Dome" tents?'],
    ['How many berths do the \'Dome\' tents offer in total?'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, OUTFITTER, { explain: true });
    expect(analysis.filters).toEqual({ tent_type_code: 'Dome' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+kind-of-things']);
  });

  test('before a singular noun the value is still the thing\'s name', () => {
    expect(analyze('What is the nightly rate of the "Dome" tent?', OUTFITTER).analysis.filters).toEqual({ tent_name: 'Dome' });
  });
});
