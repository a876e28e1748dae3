import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented holiday-let site: cottages with a bedroom count and guest reviews with a rating
const LETS = { fields: ['cottageId', 'bedrooms', 'village', 'reviewId', 'rating', 'postedOn'], collections: ['cottages', 'reviews'] };

test('a number word joined to a noun by a hyphen reads as the digits do ("three-bedroom" as "3-bedroom")', () => {
  expect(analyze('three-bedroom cottages', LETS).analysis.filters).toEqual({ bedrooms: 3 });
  expect(analyze('show me the most recent two-star reviews', LETS).analysis.filters).toEqual({ rating: 2 });
});

test('tens and units joined by a hyphen are one number', () => {
  expect(analyze('show twenty-five reviews', LETS).analysis.limit).toBe(25);
});

test('a number word joined to another word stays a word when it names no noun after it ("one-off")', () => {
  expect(analyze('one-off reviews', LETS).analysis.filters).toEqual({});
});
