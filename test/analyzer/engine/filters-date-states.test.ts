import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const NOW = new Date('2031-09-20T08:00:00Z');
// a tool library: lending with a due date, members with a card that expires, workshops booked ahead
const TOOLS = {
  fields: ['loan_id', 'tool_id', 'member_id', 'lent_on', 'due_on', 'member_name', 'card_expiry', 'safety_cert_expiration', 'workshop_id', 'scheduled_for', 'late_fee'],
  collections: ['loans', 'members', 'workshops'],
};
const filters = (prompt: string) => analyze(prompt, TOOLS, { now: NOW }).analysis.filters;

describe('filters: a date that has passed or is to come, said by one word', () => {
  test.each([
    ['list overdue loans', { due_on: { $lt: '2031-09-20' } }],
    ['how many loans are overdue', { due_on: { $lt: '2031-09-20' } }],
    ['members whose card has expired', { card_expiry: { $lt: '2031-09-20' } }],
    ['members with an expired safety cert', { safety_cert_expiration: { $lt: '2031-09-20' } }],
    ['upcoming workshops', { scheduled_for: { $gte: '2031-09-20' } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(analyze('list overdue loans', TOOLS, { now: NOW, explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.date-state']);
  });

  test('an amount named after the word is what it describes, not a date', () => {
    expect(Object.keys(filters('members with an overdue late fee above 10'))).not.toContain('due_on');
  });

  // the day compared with moves with the analysis's instant, whatever the year, and is that instant's day in its zone
  test.each([
    ['2024-02-29T12:00:00Z', 'UTC', '2024-02-29'],
    ['1999-12-31T23:30:00Z', 'UTC', '1999-12-31'],
    ['1999-12-31T23:30:00Z', 'Europe/Berlin', '2000-01-01'],
    ['2027-03-01T03:00:00Z', 'America/Los_Angeles', '2027-02-28'],
  ])('at %p in %p, overdue means before %p', (instant, timezone, day) => {
    expect(analyze('list overdue loans', TOOLS, { now: new Date(instant), timezone }).analysis.filters).toEqual({ due_on: { $lt: day } });
  });

  test('a schema with no such date takes no condition', () => {
    expect(analyze('list overdue loans', { fields: ['loan_id', 'lent_on'], collections: ['loans'] }, { now: NOW }).analysis.filters).toEqual({});
  });
});
