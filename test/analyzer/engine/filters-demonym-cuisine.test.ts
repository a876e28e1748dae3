import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a demonym before a food word is a cuisine, not a country (filters.lexicon)', () => {
  // an invented supper club: hosts from many countries serve meals of many cuisines
  const CLUB = { fields: ['_id', 'hostId', 'cuisine', 'servedAt', 'guestCount', 'name', 'country', 'joinedAt'], collections: ['meals', 'hosts'] };
  test.each([
    ['Vietnamese meals with more than 8 guests', 'Vietnamese'],
    ['how many ethiopian dishes were served last month', 'ethiopian'],
  ])('%p', (question, value) => {
    const result = analyze(question, CLUB, { explain: true });
    expect(result.analysis.filters.cuisine).toBe(value);
    expect(result.analysis.filters).not.toHaveProperty('country');
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.lexicon');
  });
  test('a demonym before a person is still a country', () => {
    expect(analyze('Peruvian hosts', CLUB).analysis.filters).toEqual({ country: 'peru' });
  });
});
