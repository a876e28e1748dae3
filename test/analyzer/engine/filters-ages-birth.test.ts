import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const NOW = new Date('2030-03-15T00:00:00Z');
// a rowing club that keeps when its members were born, not their age
const CLUB = { fields: ['rower_id', 'rower_name', 'date_of_birth', 'birth_city', 'seat', 'crew_size'], collections: ['rowers'] };
const YEARLY = { fields: ['rower_id', 'rower_name', 'birthYear', 'seat'], collections: ['rowers'] };
const filters = (prompt: string, schema = CLUB) => analyze(prompt, schema, { now: NOW }).analysis.filters;

describe('filters: an age on a schema that keeps only the date of birth', () => {
  test.each([
    // whole years: older than 70 is born at least 71 years ago
    ['rowers older than 70', { date_of_birth: { $lte: '1959-03-15' } }],
    ['rowers younger than 18', { date_of_birth: { $gt: '2012-03-15' } }],
    ['rowers aged over 40', { date_of_birth: { $lte: '1989-03-15' } }],
    ['rowers under 21 years old', { date_of_birth: { $gt: '2009-03-15' } }],
    ['rowers aged 33', { date_of_birth: { $gt: '1996-03-15', $lte: '1997-03-15' } }],
    ['rowers between the ages of 19 and 24', { date_of_birth: { $gt: '2005-03-15', $lte: '2011-03-15' } }],
    ['rowers aged between 20 and 25', { date_of_birth: { $gt: '2004-03-15', $lte: '2010-03-15' } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  // the birthday bound moves with the analysis's day, in any year and in the analysis's zone
  test.each([
    ['2024-02-29T12:00:00Z', 'UTC', '1953-02-28'],
    ['2001-01-01T02:00:00Z', 'UTC', '1930-01-01'],
    ['2001-01-01T02:00:00Z', 'America/New_York', '1929-12-31'],
    ['2026-07-31T22:30:00Z', 'Asia/Tokyo', '1955-08-01'],
  ])('at %p in %p, older than 70 is born on or before %p', (instant, timezone, day) => {
    expect(analyze('rowers older than 70', CLUB, { now: new Date(instant), timezone }).analysis.filters).toEqual({ date_of_birth: { $lte: day } });
  });

  test('a year of birth is bounded by a year', () => {
    expect(filters('rowers older than 50', YEARLY)).toEqual({ birthYear: { $lt: 1980 } });
  });

  test('the evidence says the age was read on the date of birth', () => {
    const rules = analyze('rowers older than 70', CLUB, { now: NOW, explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.age-comparative+birth-date']);
  });

  test('where someone was born is no date of birth', () => {
    expect(filters('rowers older than 70', { fields: ['rower_id', 'birth_city', 'seat'], collections: ['rowers'] })).not.toHaveProperty('birth_city');
  });
});

describe('filters: a bare bound after people named by their sex is their age', () => {
  const SQUAD = { fields: ['rower_id', 'rower_name', 'sex', 'date_of_birth'], collections: ['rowers'] };
  test('women over 65', () => {
    expect(analyze('women over 65', SQUAD, { now: NOW }).analysis.filters).toEqual({ sex: 'female', date_of_birth: { $lte: '1964-03-15' } });
  });
});
