import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a ferry line whose flat field list names the shared `status` once, among the vessels' fields, and
// a permit office keeping each stage as a code beside a lookup's wording
const FERRIES = {
  fields: ['_id', 'vessel_name', 'status', 'berth', 'route_code', 'crossing_minutes', 'crewId', 'crew_name', 'active_since'],
  collections: ['vessels', 'routes', 'crew'],
};
const PERMITS = {
  fields: ['permit_id', 'permit_status_code', 'permit_status_description', 'applicant_name', 'date_filed', 'status_code_key'],
  collections: ['Permits', 'Ref_Permit_Status'],
};
const PERMITS_FLAT = {
  fields: ['permit_id', 'permit_status_code', 'applicant_name', 'date_filed', 'holder_id', 'holder_name'],
  collections: ['Permits', 'Holders'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a stage said of records owning no status leaf takes the schema\'s one status field (filters.status-word+sole-status)', () => {
  test.each([
    ['how many routes are suspended', { status: 'suspended' }],
    ['routes that are offline', { status: 'offline' }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt, FERRIES).analysis.filters).toEqual(expected);
  });

  test('the evidence names the status-word rule and the schema\'s one status field', () => {
    expect(run('how many routes are suspended', FERRIES).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word+sole-status']);
  });

  test('records keeping the state in a field of their own do not take the shared status', () => {
    expect(Object.keys(run('how many crew are active', FERRIES).analysis.filters)).not.toContain('status');
  });
});

describe('filters: stages named by a noun, a phrase or what is awaited (filters.status-word)', () => {
  test.each([
    ['list the permits which are still drafts', { permit_status_code: 'draft' }],
    ['count permits that are on hold', { permit_status_code: 'on hold' }],
    ['which permits are awaiting inspection', { permit_status_code: 'awaiting inspection' }],
    ['number of permits that were revoked', { permit_status_code: 'revoked' }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt, PERMITS_FLAT).analysis.filters).toEqual(expected);
  });

  test('a stage word stays on the code the records hold, not the lookup\'s wording beside it', () => {
    expect(run('count the permits now revoked', PERMITS).analysis.filters).toEqual({ permit_status_code: 'revoked' });
  });
});

describe('filters: the word "status" no field is named by, and the stage after it (filters.status-word+named-status)', () => {
  const HIRES = {
    fields: ['hire_id', 'hire_status_code', 'hire_status_desc', 'van_id', 'van_status_code', 'van_status_desc', 'plate'],
    collections: ['Hires', 'Vans', 'Ref_Stages'],
  };

  test.each([
    ['show vans whose status is grounded', { van_status_code: 'grounded' }],
    ['hires with status booked, newest first', { hire_status_code: 'booked' }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt, HIRES).analysis.filters).toEqual(expected);
  });

  test('the evidence names the named-status rule', () => {
    expect(run('show vans whose status is grounded', HIRES).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word+named-status']);
  });

  test('records named nowhere near take the schema\'s only status field', () => {
    const result = run('need rows w/ status lapsed', PERMITS_FLAT);
    expect(result.analysis.filters).toEqual({ permit_status_code: 'lapsed' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.status-word+named-status+sole-status']);
  });
});

describe('filters: a state word naming another collection\'s flag, said of records keeping a status, is their stage', () => {
  // an invented tutoring agency: tutors flagged `Active`, pupils with a `Status` of their own
  const TUTORING = {
    fields: ['_id', 'PupilId', 'PupilName', 'Status', 'TutorId', 'TutorName', 'Active', 'RatePerHour'],
    collections: ['Pupils', 'Tutors'],
  };

  test('"active pupils" is the pupils\' status', () => {
    expect(run('how many active pupils do we have', TUTORING).analysis.filters).toEqual({ Status: 'active' });
  });

  test('"active tutors" is the tutors\' own flag', () => {
    expect(run('how many active tutors do we have', TUTORING).analysis.filters).toEqual({ Active: true });
  });
});
