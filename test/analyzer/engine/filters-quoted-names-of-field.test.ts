import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the names of things kept as a plain text field are that field\'s values', () => {
  // kennels keep their breeder as a plain text field beside their own name; litters name their pups
  const KENNELS = {
    fields: ['kennel_id', 'kennel_name', 'kennel_breeder', 'opened_on', 'litters', 'litters.pup_name', 'litters.weight'],
    collections: ['kennels'],
  };
  test.each([
    ['Find the kennel breeders whose name contains "Holt"'],
    ['Which kennel breeders have "Holt" in their names?'],
    ['List kennel breeders that have the substring "Holt" in their names'],
    ['Kennel breeders whose names include the term "Holt", please.'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, KENNELS, { explain: true });
    expect(Object.keys(analysis.filters)).toEqual(['kennel_breeder']);
    expect(explanation?.filters.evidence.map((e) => e.rule).join()).toContain('+names-of-field-thing');
  });

  test('the names of a collection\'s records stay its name field', () => {
    expect(Object.keys(analyze('List the kennels that have "Holt" in their names.', KENNELS).analysis.filters)).toEqual(['kennel_name']);
  });
});
