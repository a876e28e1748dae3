import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name that has the embedded records a question counts is the name of the record holding them', () => {
  // an invented kennel club: dogs embed the shows they entered; each show keeps a plain name of its own
  const KENNEL_CLUB = {
    fields: ['name', 'breed', 'kennel', 'Shows', 'Shows.name', 'Shows.placed', 'Shows.prize'],
    collections: ['dogs'],
  };
  test.each([
    ['Which shows has Biscuitwood entered?'],
    ['Count the shows Biscuitwood has competed in.'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, KENNEL_CLUB, { explain: true });
    expect(analysis.filters).toEqual({ name: 'Biscuitwood' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+holder-name']);
  });
});
