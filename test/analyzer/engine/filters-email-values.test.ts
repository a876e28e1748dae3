import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted email address goes to the email field, whatever record or field word is around it', () => {
  const GYM = {
    fields: ['member_id', 'full_name', 'home_address', 'email', 'joined_on', 'visits', 'visits.visit_id', 'visits.member_id', 'visits.checked_in'],
    collections: ['members'],
  };
  test.each([
    ['What is the home address of member "kit.moss@example.org"?'],
    ['When did the member "kit.moss@example.org" join?'],
  ])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, GYM, { explain: true });
    expect(analysis.filters).toEqual({ email: 'kit.moss@example.org' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+email-address']);
  });

  test('an identifier named for the address keeps it', () => {
    expect(analyze('List the visits of member ID "kit.moss@example.org"', GYM).analysis.filters).toEqual({ 'visits.member_id': 'kit.moss@example.org' });
  });
});
