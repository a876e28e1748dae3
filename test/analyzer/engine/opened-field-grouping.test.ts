import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// kennels keep a coat length band, a home district and when they were recorded and a sponsor tier; fees are stored per night
const KENNELS = {
  fields: ['kennel_id', 'coat_length_band', 'sponsor_tier_label', 'night_fee', 'home_district', 'recorded_at', 'litters', 'litters.litter_id', 'litters.pups'],
  collections: ['kennels'],
};
// two fields open with the same words: the words name neither
const TWIN_OPENINGS = {
  fields: ['kennel_id', 'coat_length_band', 'coat_length_note', 'night_fee'],
  collections: ['kennels'],
};
const run = (prompt: string, schema = KENNELS) => analyze(prompt, schema, { explain: true });

describe('grouping words that open a field name name that field', () => {
  test.each([
    ['How many kennels are there per coat length?', 'coat_length_band'],
    ['Count the kennels for each sponsor tier', 'sponsor_tier_label'],
    ['the number of kennels in each sponsor tier', 'sponsor_tier_label'],
  ])('%p groups by %p', (prompt, key) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.groupBy).toEqual([key]);
    expect(analysis.operation).toBe('$count');
    expect(explanation!.groupBy.evidence.map((e) => e.rule).some((rule) => rule.endsWith('+opened-field'))).toBe(true);
  });

  test('a field whose other words come just before is a stored rate, no group', () => {
    expect(run('Give the mean fee per night.').analysis.groupBy).toEqual([]);
  });

  test('words opening two different fields name neither', () => {
    expect(run('How many kennels are there per coat length?', TWIN_OPENINGS).analysis.groupBy).toEqual([]);
  });
});

describe('a group noun that opens a field name, ranked or kept by a count', () => {
  test.each([
    ['Which coat length has the most kennels?', 'coat_length_band', 'groupBy.count-ranking+opened-field'],
    ['the sponsor tiers that have more than 3 kennels', 'sponsor_tier_label', 'groupBy.count-threshold+opened-field'],
  ])('%p groups by %p', (prompt, key, rule) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.groupBy).toEqual([key]);
    expect(analysis.operation).toBe('$count');
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain(rule);
  });

  test.each([
    'Which kennel is home to the most litters?',
    'Which kennel recorded the most litters?',
  ])('%p: a word after a verb or a predicate opens no group', (prompt) => {
    expect(run(prompt).analysis.groupBy).toEqual(['kennel_id']);
  });
});

describe('a noun that opens a field going on to a kind names the thing, not its kind', () => {
  // workshops keep each kiln as a document with its class; firings are embedded
  const KILNS = {
    fields: ['serial_ref', 'kiln_class_ref', 'Firings', 'Firings.firing_ref', 'Firings.peak_temp'],
    collections: ['workshops'],
  };
  test('"which kiln has the most firings" is no count per kiln class', () => {
    expect(analyze('Which kiln has the most firings?', KILNS).analysis.groupBy).not.toContain('kiln_class_ref');
  });
  test('"per kiln class" says the kind: it opens the field', () => {
    const a = analyze('How many firings per kiln class?', KILNS).analysis;
    expect(a.groupBy).toEqual(['kiln_class_ref']);
  });
});
