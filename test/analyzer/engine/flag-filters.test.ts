import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const MEMBERS = {
  fields: ['_id', 'name', 'isPremium', 'is_verified', 'hasNewsletter', 'status', 'joinedAt'],
  collections: ['members'],
};

describe('filters: yes/no fields named by their state word', () => {
  test.each([
    ['list premium members', { isPremium: true }],
    ['verified members who joined this year', { is_verified: true }],
    ['members that are not premium', { isPremium: false }],
    ['unverified members', { is_verified: false }],
    ['non-premium members', { isPremium: false }],
  ])('%p → %p', (prompt, filters) => {
    expect(analyze(prompt, MEMBERS).analysis.filters).toEqual(filters);
  });

  test('a field named in full is no state word', () => {
    expect(analyze('members sorted by is premium', MEMBERS).analysis.filters).toEqual({});
  });
});

describe('filters: a yes/no field named by "on" and its state', () => {
  const CREW = { fields: ['crew_id', 'crew_name', 'Shifts', 'Shifts.shift_id', 'Shifts.OnCall', 'Shifts.hours'], collections: ['crew'] };
  const filters = (prompt: string) => analyze(prompt, CREW).analysis.filters;

  test.each([
    ['crew members who are on call', { 'Shifts.OnCall': true }],
    ['how many shifts are not on call?', { 'Shifts.OnCall': false }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the evidence names the flag rule', () => {
    expect(analyze('crew members who are on call', CREW, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag']);
  });

  test('the field spelt as an identifier is named, not its state', () => {
    expect(filters('list crew names and OnCall')).toEqual({});
  });
});

describe('filters: a known value with a negating prefix', () => {
  test.each([
    ['undelivered orders', { status: { $ne: 'delivered' } }],
    ['non-refunded orders', { status: { $ne: 'refunded' } }],
  ])('%p → %p', (prompt, filters) => {
    expect(analyze(prompt).analysis.filters).toEqual(filters);
  });
});

describe('filters: a yes/no field named in full by "has" and its thing, said as words, is said of the records (filters.flag)', () => {
  // an invented campsite: pitches with a flag for a fire pit
  const CAMP = { fields: ['pitch_id', 'pitch_label', 'nightly_fee', 'has_fire_pit'], collections: ['pitches'] };

  test('"a pitch that has a fire pit" / "has fire pit"', () => {
    const r = analyze('What is the nightly fee of a pitch that has fire pit?', CAMP, { explain: true });
    expect(r.analysis.filters).toEqual({ has_fire_pit: true });
    expect(r.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.flag');
  });

  test('spelled as an identifier it names the field, not the state', () => {
    expect(analyze('show has_fire_pit for every pitch', CAMP).analysis.filters).toEqual({});
  });
});
