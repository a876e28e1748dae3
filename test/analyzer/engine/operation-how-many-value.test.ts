import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('"how many" before a number counts the records the value qualifies', () => {
  // an invented café guide: cafés and the ratings diners leave
  const GUIDE = { fields: ['cafeId', 'cafeName', 'district', 'ratingId', 'cups', 'note', 'leftOn'], collections: ['cafes', 'ratings'] };
  test('"how many 4-cup ratings are there" counts ratings with 4 cups', () => {
    const { analysis } = analyze('how many 4-cup ratings are there?', GUIDE);
    expect(analysis.operation).toBe('$count');
    expect(analysis.filters).toEqual({ cups: 4 });
  });
  test('a number after another aggregate word still compares: "cafes with a minimum of 5 ratings" (negative)', () => {
    expect(analyze('cafes with a minimum of 5 ratings', GUIDE).analysis.operation).not.toBe('$min');
  });
});
