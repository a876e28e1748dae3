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

describe('filters: a known value with a negating prefix', () => {
  test.each([
    ['undelivered orders', { status: { $ne: 'delivered' } }],
    ['non-refunded orders', { status: { $ne: 'refunded' } }],
  ])('%p → %p', (prompt, filters) => {
    expect(analyze(prompt).analysis.filters).toEqual(filters);
  });
});
