import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: an adjective ranking an attribute is no value of a kind field (isFreeWord)', () => {
  // an invented rowing register: rowers keep a kind, a birth date and a height
  const ROWING = { fields: ['rower_id', 'Rower_Name', 'Birth_Date', 'Rower_Type', 'Height_Cm', 'boathouse_id', 'Boathouse_Name'], collections: ['rowers', 'boathouses'] };

  test('"the youngest rower" ranks by birth date, newest first, and filters no kind', () => {
    const { analysis } = analyze('youngest rower at the boathouse', ROWING);
    expect(analysis.filters).not.toHaveProperty('Rower_Type');
    expect(analysis.sort).toEqual({ Birth_Date: -1 });
  });

  test('"tallest rowers" is no kind of rower', () => {
    expect(analyze('tallest rowers in the club', ROWING).analysis.filters).not.toHaveProperty('Rower_Type');
  });
});
