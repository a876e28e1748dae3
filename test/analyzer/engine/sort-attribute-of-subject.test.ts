import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: an attribute superlative ranks by a field of the records it is said of', () => {
  // an invented coast register, tables as moved from SQL: keepers keep a birth year, lighthouses the year first lit
  const COAST = {
    fields: ['keeper_id', 'keeper_name', 'birth_year', 'lighthouse_id', 'lighthouse_name', 'first_lit_year', 'height_m'],
    collections: ['Keepers', 'Lighthouses'],
  };
  test('"the oldest lighthouse": no birth year of a keeper, the earliest date of the lighthouse', () => {
    expect(analyze('Which is the oldest lighthouse?', COAST).analysis.sort).toEqual({ first_lit_year: 1 });
  });
  test('"the oldest keeper" still by the keeper\'s birth year', () => {
    expect(analyze('who is the oldest keeper?', COAST).analysis.sort).toEqual({ birth_year: 1 });
  });
});
