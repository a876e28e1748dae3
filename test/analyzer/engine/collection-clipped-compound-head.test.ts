import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a one-word collection name written as a head word and a clipped noun is named by the head alone', () => {
  // an invented lending library: books embed their loans, each pointing at a member's account
  const LIBRARY = {
    fields: ['book_id', 'title', 'loans', 'loans.loan_id', 'loans.m_id', 'loans.book_id', 'loans.days_late', 'm_id', 'name', 'joined'],
    collections: ['book', 'memberacct'],
  };
  test('"the names of members who never had a loan" reads the member accounts (collection.head-of-clipped-compound)', () => {
    const { analysis, explanation } = analyze('the names of members who never had a loan', LIBRARY, { explain: true });
    expect(analysis.collection[0]).toBe('memberacct');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.head-of-clipped-compound');
  });
  test('a word that only opens the name without a clipped noun after it names nothing: "the titles of books" (negative)', () => {
    const { analysis, explanation } = analyze('the titles of books with loans', LIBRARY, { explain: true });
    expect(analysis.collection[0]).toBe('book');
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.head-of-clipped-compound');
  });
  // the books keep what members scored them: the head word said inside that field's name names the field
  const SCORED = {
    fields: ['book_id', 'title', 'member_score', 'm_id', 'name', 'joined', 'loan_id', 'days_late'],
    collections: ['book', 'memberacct', 'loan'],
  };
  test('the head word inside a field mention names that field: "the mean member score" (negative)', () => {
    const { analysis, explanation } = analyze('what is the mean member score', SCORED, { explain: true });
    expect(analysis.collection[0]).toBe('book');
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.head-of-clipped-compound');
  });
  test('"list the titles with a member score over 7" reads the books (negative)', () => {
    expect(analyze('list the titles with a member score over 7', SCORED).analysis.collection[0]).toBe('book');
  });
  test('a head two collection names share names neither: "members" beside memberacct and memberreq (negative)', () => {
    const schema = { fields: ['m_id', 'name', 'req_id', 'm_id', 'asked_on'], collections: ['memberacct', 'memberreq'] };
    const { explanation } = analyze('the names of members who joined this year', schema, { explain: true });
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.head-of-clipped-compound');
  });
  test('a head shorter than three letters is no head: "it" beside itreq (negative)', () => {
    const schema = { fields: ['staff_id', 'staff_name', 'team', 'req_id', 'summary', 'opened_on'], collections: ['staff', 'itreq'] };
    const { analysis, explanation } = analyze('list every staff member and sort it by name', schema, { explain: true });
    expect(analysis.collection[0]).toBe('staff');
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.head-of-clipped-compound');
  });
});
