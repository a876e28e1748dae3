import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// holiday cottages: a star grade, a count of bedrooms, a lease length, a distance to the beach, walking times to the shops kept per distance
const COTTAGES = {
  fields: ['cottage_id', 'cottage_name', 'star_grade', 'bedrooms', 'lease_years', 'beach_distance', 'walk_km_5', 'walk_km_8'],
  collections: ['cottages'],
};
const filters = (prompt: string) => analyze(prompt, COTTAGES).analysis.filters;

describe('filters: a number joined to a noun is the value of the field the noun names', () => {
  test.each([
    ['list every 4-star cottage', { star_grade: 4 }],
    ['cottages graded 3 stars', { star_grade: 3 }],
    ['how many 2-bedroom cottages', { bedrooms: 2 }],
    ['cottages with a 3 or 4 star grade', { star_grade: { $in: [3, 4] } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(analyze('how many 2-bedroom cottages', COTTAGES, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.number-compound']);
  });

  test.each([
    // a time unit says how long, and a number that is part of field names names those fields
    ['cottages on a 10-year lease'],
    ['cottages sorted by their 5-km walk times'],
  ])('%p is no value', (prompt) => {
    expect(Object.values(filters(prompt))).not.toContain(prompt.includes('5-km') ? 5 : 10);
  });
});

describe('filters: a range with its unit said after each end', () => {
  test('cottages graded between 2 stars and 4 stars', () => {
    const { analysis, explanation } = analyze('cottages graded between 2 stars and 4 stars', COTTAGES, { explain: true });
    expect(analysis.filters).toEqual({ star_grade: { $gte: 2, $lte: 4 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.between+unit-each-end']);
  });
});
