import { expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

// an invented college: lecturers hold a rank, and committee seats keep the part each plays on one committee
const COLLEGE = {
  fields: ['staffNo', 'surname', 'rank', 'dept', '_id', 'staffNo', 'committee', 'task_role'],
  collections: ['lecturers', 'committee_seats'],
};

test('an occupation noun goes to the rank field beside a part in one task (filters.part+occupation-noun+rank-field)', () => {
  const r = analyze('list the professors in dept 4', COLLEGE, { explain: true });
  expect(r.analysis.filters.rank).toBe('professor');
  expect(r.analysis.filters.task_role).toBeUndefined();
  expect(filterRules(r)).toContain('filters.part+occupation-noun+rank-field');
});

test('a grade makes one title with the occupation noun of the records, kept in the rank field', () => {
  const r = analyze('how many senior lecturers are there', COLLEGE, { explain: true });
  expect(r.analysis.filters).toEqual({ rank: 'senior lecturer' });
  expect(filterRules(r)).toContain('filters.part+occupation-noun+rank-field+title');
  const navy = { fields: ['sailorId', 'surname', 'rank', 'ship'], collections: ['sailors'] };
  expect(analyze('how many petty officers are on leave', navy).analysis.filters.rank).toBe('petty officer');
});

test('an ordinal before an occupation makes no title', () => {
  const ward = { fields: ['nurseId', 'surname', 'rank', 'ward', 'hiredOn'], collections: ['nurses'] };
  expect(analyze('the first nurses hired', ward).analysis.filters.rank).toBeUndefined();
});

test('with a rank field alone, a bare occupation noun names the records, not a rank', () => {
  const ARCHIVE = { fields: ['staffId', 'surname', 'rank', 'floor'], collections: ['staff'] };
  expect(analyze('list the curators on floor 3', ARCHIVE).analysis.filters.rank).toBeUndefined();
});

test('a stage word in shorthand, and a settled one, are stages kept in the status field', () => {
  const DESK = { fields: ['booking_id', 'placedAt', 'status', 'total'], collections: ['bookings'] };
  const r = analyze("how many conf'd bookings are there", DESK, { explain: true });
  expect(r.analysis.filters.status).toBe('confirmed');
  expect(filterRules(r).some((rule) => rule.startsWith('filters.status-word'))).toBe(true);
  expect(analyze('how many settled bookings', DESK).analysis.filters.status).toBe('settled');
  expect(analyze('show bookings over 40 eur', DESK).analysis.filters.status).toBeUndefined();
});
