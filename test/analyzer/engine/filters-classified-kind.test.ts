import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the words after "classified as" are the kind of the thing described (filters.classified-kind)', () => {
  // an invented campsite: pitches keep their tent's kind; an invented zoo: enclosures keep animals with a category
  const CAMP = { fields: ['pitch_id', 'pitch_name', 'tentType', 'nightly_fee'], collections: ['pitches'] };
  const ZOO = {
    fields: ['enclosure_no', 'keeper', 'Animals', 'Animals.tag', 'Animals.Category', 'Animals.diet', 'Animals.Feedings', 'Animals.Feedings.fed_at'],
    collections: ['enclosures'],
  };
  test("the thing's own kind field, one word or a list joined by 'or'", () => {
    const dome = analyze('list pitches with tents classified as dome', CAMP, { explain: true });
    expect(dome.analysis.filters).toEqual({ tentType: 'dome' });
    expect(dome.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.classified-kind');
    expect(analyze('pitches whose tents are categorized as dome or tunnel', CAMP).analysis.filters).toEqual({ tentType: { $in: ['dome', 'tunnel'] } });
  });
  test('the kind field inside the thing, and a denied kind', () => {
    expect(analyze('Count the animals classified as reptile.', ZOO).analysis.filters).toEqual({ 'Animals.Category': 'reptile' });
    expect(analyze('Show enclosures holding animals not classified as reptile.', ZOO).analysis.filters).toEqual({ 'Animals.Category': { $ne: 'reptile' } });
  });
  test('a copula after the records\' noun, with two or more plain words ending the clause (filters.classified-kind+copula)', () => {
    const pitched = analyze('how many pitches are hard standing', CAMP, { explain: true });
    expect(pitched.analysis.filters).toEqual({ tentType: 'hard standing' });
    expect(pitched.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.classified-kind+copula');
    // one word is more often a state; a participle after the copula is no kind
    expect(analyze('how many pitches are muddy', CAMP).analysis.filters).toEqual({});
    expect(analyze('how many pitches are reserved for families', CAMP).analysis.filters).toEqual({});
    // words written as a name are a thing named
    expect(analyze('which pitches are Heron Point', CAMP).analysis.filters).not.toHaveProperty('tentType');
  });
  test('no kind field, or words running on into a clause, give no kind', () => {
    expect(analyze('members classified as seniors', { fields: ['member_id', 'member_name', 'age'], collections: ['members'] }).analysis.filters).toEqual({});
    expect(analyze('tents classified as dome shaped canvas shelters', CAMP).analysis.filters).toEqual({});
  });
});
