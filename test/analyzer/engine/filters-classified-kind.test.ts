import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: the words after "classified as" are the kind of the thing described (filters.classified-kind)', () => {
  // an invented campsite: pitches keep their tent's kind, resorts keep lodges with a kind of their own
  const CAMP = { fields: ['pitch_id', 'pitch_name', 'tentType', 'nightly_fee'], collections: ['pitches'] };
  const RESORT = { fields: ['resort_name', 'Lodge', 'Lodge.lodge_id', 'Lodge.Type', 'Lodge.beds'], collections: ['resorts'] };
  test("the thing's own kind field, one word or a list joined by 'or'", () => {
    const dome = analyze('list pitches with tents classified as dome', CAMP, { explain: true });
    expect(dome.analysis.filters).toEqual({ tentType: 'dome' });
    expect(dome.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.classified-kind');
    expect(analyze('pitches whose tents are categorized as dome or tunnel', CAMP).analysis.filters).toEqual({ tentType: { $in: ['dome', 'tunnel'] } });
  });
  test('the kind field inside the thing, and a denied kind', () => {
    expect(analyze('which lodges are classified as rustic?', RESORT).analysis.filters).toEqual({ 'Lodge.Type': 'rustic' });
    expect(analyze("lodges that aren't classified as rustic", RESORT).analysis.filters).toEqual({ 'Lodge.Type': { $ne: 'rustic' } });
  });
  test('no kind field, or words running on into a clause, give no kind', () => {
    expect(analyze('members classified as seniors', { fields: ['member_id', 'member_name', 'age'], collections: ['members'] }).analysis.filters).toEqual({});
    expect(analyze('tents classified as dome shaped canvas shelters', CAMP).analysis.filters).toEqual({});
  });
});
