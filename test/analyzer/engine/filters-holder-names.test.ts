import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name that has the embedded records a question counts is the name of the record holding them', () => {
  // guests embed their stays; each stay repeats a plain name of its own
  const INN = {
    fields: ['name', 'nationality', 'Stays', 'Stays.name', 'Stays.room', 'Stays.nights'],
    collections: ['Guest'],
  };
  test.each([
    ['How many stays does Orla have?'],
    ['List the rooms of the stays Orla has had.'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, INN, { explain: true });
    expect(analysis.filters).toEqual({ name: 'Orla' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+holder-name']);
  });
});
