import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented highway office: roads with a surface code and a condition grade
const ROADS = {
  fields: ['_id', 'roadId', 'roadName', 'surfacing_code', 'surfacing_notes', 'base_surface', 'conditionGrade', 'lengthKm'],
  collections: ['roads'],
};

describe('filters: a code right after a participle goes to the field named by that verb or its gerund', () => {
  // the first: the verb alone names the field; the second: of several fields holding the verb, the code field
  test.each([
    ['roads graded C3', 'conditionGrade', 'C3'],
    ['how many roads surfaced S3 are longer than 5 km', 'surfacing_code', 'S3'],
  ])('%p keeps %p', (prompt, field, code) => {
    const filters = analyze(prompt, ROADS, { explain: true }).explanation?.filters;
    expect(filters?.value).toMatchObject({ [field]: code });
    expect(filters?.evidence.some((e) => e.rule === 'filters.code+participle-field' && e.text === field)).toBe(true);
  });
});

test('a name right after a participle goes to the field its verb names (filters.proper-value+participle-field)', () => {
  // an invented crane yard: each crane keeps a name and the rating of its last inspection
  const CRANES = { fields: ['_id', 'crane_no', 'crane_name', 'inspection_rating', 'lift_tonnes'], collections: ['cranes'] };
  const { analysis, explanation } = analyze('cranes rated Unsafe', CRANES, { explain: true });
  expect(analysis.filters).toEqual({ inspection_rating: 'Unsafe' });
  expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+participle-field']);
});

test('a short code of letters and digits is no date or amount, whatever word after it names one', () => {
  // an invented ferry office: bookings at a terminal, lodged on a day and paid a fare
  const BOOKINGS = { fields: ['_id', 'booking_ref', 'terminal_code', 'lodged_at', 'fare_paid'], collections: ['bookings'] };
  const filters = analyze('bookings at TRM-04 lodged before May 2024', BOOKINGS).analysis.filters;
  expect(filters).not.toHaveProperty('lodged_at');
  expect(analyze('total fares paid for K-2', BOOKINGS).analysis.filters).not.toHaveProperty('fare_paid');
});
