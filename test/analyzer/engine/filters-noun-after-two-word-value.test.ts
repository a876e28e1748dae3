import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented gym: members with first and last names and a membership tier
const GYM = { fields: ['memberId', 'givenName', 'familyName', 'membershipTier', 'joinedOn'], collections: ['members'] };

test('two capitalised words before a noun naming a non-name field are that field\'s value, not a person\'s names', () => {
  const { analysis, explanation } = analyze('how many members are on the Golden Circle tier', GYM, { explain: true });
  expect(analysis.filters).toEqual({ membershipTier: 'Golden Circle' });
  expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value']);
});

test('a person\'s two-word name with no such noun after it still goes to the name pair', () => {
  expect(Object.keys(analyze('when did Nora Whitfield join', GYM).analysis.filters).sort()).toEqual(['familyName', 'givenName']);
});
