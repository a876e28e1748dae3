import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: an attribute superlative ranks by the records\' own attribute, not a bound of it (sort.attribute-youngest)', () => {
  // an invented chess club: members who keep the age range of opponents they will play
  const CLUB = {
    fields: ['_id', 'memberId', 'nickname', 'birthDate', 'town', 'pairing', 'pairing.minAge', 'pairing.maxAge', 'gameId', 'playedAt'],
    collections: ['members', 'games'],
  };

  test('the youngest member in a town ranks by birth date, not the least age they accept in an opponent', () => {
    const { analysis, explanation } = analyze('the youngest member in Leeds', CLUB, { explain: true });
    expect(analysis.sort).toEqual({ birthDate: -1 });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.attribute-youngest']);
  });

  test('a plain age field still ranks "the oldest" beside a bound of it', () => {
    const AGED = { ...CLUB, fields: CLUB.fields.map((f) => (f === 'birthDate' ? 'age' : f)) };
    expect(analyze('the oldest member', AGED).analysis.sort).toEqual({ age: -1 });
  });
});
