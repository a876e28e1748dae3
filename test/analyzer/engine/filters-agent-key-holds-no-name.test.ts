import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe("filters: an agent noun whose best field is a key or a flag does not take a person's name", () => {
  // an invented kennel club: dogs point at their owner by key, judges keep a head-judge flag
  const KENNEL = {
    fields: ['dog_id', 'owner_id', 'is_creator', 'kennel_name', 'breed', 'weight_kg', 'member_id', 'first_name', 'last_name', 'phone', 'joined_on'],
    collections: ['dogs', 'members'],
  };
  test.each([
    ["what's Mira Tolland's phone"],
    ["find Ossian Varga's phone"],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, KENNEL, { explain: true });
    const [first, last] = prompt.replace(/^\w+'?s? /, '').split(' ');
    expect(analysis.filters).toEqual({ first_name: first, last_name: last.replace(/'s$/, '') });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.person-first-name+possessive', 'filters.person-last-name+possessive']);
  });

  // nearby: a creator field that holds names still takes the possessive name of the maker of things
  test("a creator's name field keeps the possessive name", () => {
    const ART = { fields: ['title', 'artist', 'year', 'medium'], collections: ['paintings'] };
    const { analysis, explanation } = analyze("Lena Park's paintings", ART, { explain: true });
    expect(analysis.filters).toEqual({ artist: 'Lena Park' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.creator-name']);
  });
});
