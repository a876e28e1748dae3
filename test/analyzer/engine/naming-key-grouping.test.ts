import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// one collection of publishers embedding their books; nothing elsewhere links to a publisher
const PUBLISHERS = {
  fields: ['Code', 'Name', 'City', 'Revenue', 'Books', 'Books.Code', 'Books.Title', 'Books.Price', 'Books.Publisher'],
  collections: ['Publishers'],
};
// two collections: a field naming its collection marks where that collection's fields start
const STUDIOS = {
  fields: ['studio_name', 'studio_city', 'budget', 'film_id', 'film_title', 'studio_ref', 'gross'],
  collections: ['studios', 'films'],
};

describe('one group per record of a collection nothing links to: its own naming field', () => {
  test('a single collection groups by its plain name field', () => {
    const a = analyze('What is the average book price for each publisher?', PUBLISHERS).analysis;
    expect(a.groupBy).toEqual(['Name']);
    expect(a.operation).toBe('$avg');
  });

  test('a field naming its collection keys it', () => {
    expect(analyze('Which studio has the highest average budget?', STUDIOS).analysis.groupBy).toEqual(['studio_name']);
  });
});

describe('a group phrase whose field is followed by its value is a condition', () => {
  test.each([
    ["books categorized by the city 'Lyon'", []],
    ['average revenue grouped by city', ['City']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(analyze(prompt, PUBLISHERS).analysis.groupBy).toEqual(groupBy);
  });
});
