import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a field named right after "with a" or "that have a", ending the clause, is present (filters.held-field)', () => {
  // an invented mountain-hut register: huts with their amenities and a nightly rate
  const HUTS = { fields: ['_id', 'hutId', 'name', 'valley', 'amenities', 'amenities.woodStove', 'sauna', 'nightlyRate'], collections: ['huts'] };

  test('a nested field named by its own name', () => {
    const { analysis, explanation } = analyze('huts in Glenmore that have a wood stove', HUTS, { explain: true });
    expect(Object.keys(analysis.filters)).toContain('amenities.woodStove');
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.held-field');
  });

  test('a top-level field', () => {
    expect(analyze('list huts with a sauna', HUTS).analysis.filters).toEqual({ sauna: { $nin: [null, false] } });
  });

  test('a clause going on about the thing is left to its own reading', () => {
    expect(Object.keys(analyze('huts with a sauna that is heated by wood', HUTS).analysis.filters)).not.toContain('sauna');
  });
});
