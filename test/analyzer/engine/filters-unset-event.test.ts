import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented bike-repair shop: jobs are booked, fixed and collected
const REPAIRS = { fields: ['job_id', 'bike_model', 'booked_on', 'fixed_at', 'collected_at', 'price'], collections: ['jobs'] };
const filtersOf = (prompt: string) => analyze(prompt, REPAIRS).analysis.filters;

describe('filters: an event that did not happen leaves its timestamp unset (filters.unset-event)', () => {
  test('a denial before the event, with or without "yet"', () => {
    const rules = analyze('jobs not yet collected', REPAIRS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.unset-event']);
    expect(filtersOf('jobs not yet collected')).toEqual({ collected_at: { $eq: null } });
  });
  test('the event with a negating prefix', () => {
    expect(filtersOf('list the unfixed jobs')).toEqual({ fixed_at: { $eq: null } });
  });
  test('an event that happened is no such condition', () => {
    expect(filtersOf('jobs collected')).toEqual({});
  });
});

// an invented grant office: who approved or signed a grant is kept once they did
const GRANTS = { fields: ['grant_id', 'applicant', 'amount', 'approved_by', 'signed_by_officer'], collections: ['grants'] };

describe('filters: an event that did not happen leaves the field naming who did it unset (filters.unset-event)', () => {
  test.each([
    ['grants that have never been approved', { approved_by: { $eq: null } }],
    ['list the unapproved grants', { approved_by: { $eq: null } }],
    // a longer name after "by" is a key of its own, not the event's agent
    ['grants not yet signed', {}],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, GRANTS).analysis.filters).toEqual(expected);
  });
});

// an invented building office: a permit's approval and inspection are kept under their nouns
const PERMITS = { fields: ['permit_no', 'site', 'applicant', 'filed_on', 'approval_date', 'inspection_date'], collections: ['permits'] };

describe('filters: the verb of an event finds a field named by its noun (filters.unset-event)', () => {
  test.each([
    ['Count the permits that were not approved', { approval_date: { $eq: null } }],
    ['permits that have never been inspected', { inspection_date: { $eq: null } }],
    ['list the unapproved permits', { approval_date: { $eq: null } }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, PERMITS).analysis.filters).toEqual(filters);
  });
  test('an event with an object is something the records did, no unset field', () => {
    expect(analyze('applicants who never approved the Dunmore layout', PERMITS).analysis.filters).not.toHaveProperty('approval_date');
  });
});

// an invented print shop: orders keep a status, bills only the day they were settled
const PRINT_SHOP = {
  fields: ['_id', 'order_id', 'customer', 'status', 'pages', 'bill_id', 'paid_on', 'total'],
  collections: ['bills', 'orders'],
};

describe('filters: an undone event of the records named, over another collection\'s status (filters.unset-event)', () => {
  test('a short "un-" word names the records\' own event date', () => {
    expect(analyze('unpaid bills', PRINT_SHOP).analysis.filters).toEqual({ paid_on: { $eq: null } });
  });
  test('records with a status of their own keep the stage there', () => {
    expect(analyze('cancelled orders', PRINT_SHOP).analysis.filters).toEqual({ status: 'cancelled' });
  });
});
