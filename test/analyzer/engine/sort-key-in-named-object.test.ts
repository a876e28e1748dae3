import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema: troupes have an edition, and each troupe embeds its acts, which have an edition of their own
const TROUPES = {
  fields: ['Troupe_ID', 'Troupe_Title', 'Edition', 'Acts', 'Acts.Act_ID', 'Acts.Edition', 'Acts.Banner'],
  collections: ['troupe'],
};
const sortOf = (prompt: string) => {
  const sort = analyze(prompt, TROUPES, { explain: true }).explanation?.sort;
  return { key: sort?.value, rules: sort?.evidence.map((e) => e.rule) };
};

describe('sort: a key word several fields answer to is the one inside the object the question names', () => {
  test('"the banners of the acts, ordered by edition" sorts by the acts\' edition', () => {
    expect(sortOf('Show the banners of the acts, ordered by edition.')).toEqual({ key: { 'Acts.Edition': 1 }, rules: ['sort.sorted-by+in-named-object'] });
  });

  test('every field shown inside the object: the object\'s key', () => {
    expect(sortOf('Show act banners ordered by edition.')).toEqual({ key: { 'Acts.Edition': 1 }, rules: ['sort.sorted-by+in-named-object'] });
  });

  test('a top-level field shown beside the object\'s keeps the top-level key', () => {
    expect(sortOf('List troupe titles and act banners ordered by edition.')).toEqual({ key: { Edition: 1 }, rules: ['sort.sorted-by'] });
  });

  test('with no object named, the top-level field stands', () => {
    expect(sortOf('Give troupe titles ordered by edition.')).toEqual({ key: { Edition: 1 }, rules: ['sort.sorted-by'] });
  });
});
