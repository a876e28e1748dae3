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

describe('filters: "of \'X\' type" classes the records by their kind field; the value is no subject asked about', () => {
  const BOATHOUSE = {
    fields: ['kayak_id', 'kayak_name', 'kayak_type_code', 'hourly_fee', 'Renters.first_name', 'Renters.last_name'],
    collections: ['kayaks', 'renters'],
  };
  test.each([
    ["What are the names of the kayaks that are of 'Touring' type and cost less than 12 an hour?"],
    ["List the kayaks of 'Touring' kind"],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, BOATHOUSE, { explain: true });
    expect(analysis.filters.kayak_type_code).toBe('Touring');
    expect(explanation?.filters.evidence.map((e) => e.rule).join()).toContain('+kind-word-after');
  });
});
