import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: more verbs name the people they take as agents', () => {
  const FESTIVAL = { fields: ['title', 'directors', 'cast', 'year', 'runtime'], collections: ['screenings'] };
  test.each([
    ['Which screenings were helmed by Marta Lindqvist?', { directors: 'Marta Lindqvist' }],
    ['Which screenings feature both Ravi Anand and Clara Voss?', { cast: { $all: ['Ravi Anand', 'Clara Voss'] } }],
    ['List the screenings that features Owen Pryce', { cast: 'Owen Pryce' }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, FESTIVAL).analysis.filters).toEqual(filters);
  });
});

describe('filters: "manufactured by X" names the maker', () => {
  // an invented kiln hire: kilns keep the firm that built them
  const KILNS = { fields: ['kiln_id', 'kiln_label', 'make', 'max_temp_c', 'owner_name'], collections: ['kilns'] };
  test('the firm after "manufactured by" goes to the make field', () => {
    expect(analyze('kilns manufactured by Lorvane Ceramics', KILNS).analysis.filters).toEqual({ make: 'Lorvane Ceramics' });
  });
});
