import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented surgical ward, an invented veterinary clinic, an invented staffing agency and an invented archive
const WARD = {
  fields: ['patient_ref', 'full_name', 'admitted_on', 'bed', 'theatre_slot', 'surgeon_ref', 'surname', 'years_licensed', 'midwife_ref', 'shift'],
  collections: ['patients', 'operations', 'surgeons', 'midwives'],
};
const CLINIC = {
  fields: ['animal_id', 'species', 'owner_phone', 'visit_id', 'vet_id', 'visit_date', 'reason', 'practitioner_id', 'surname', 'licence_no'],
  collections: ['animals', 'visits', 'practitioners'],
};
const AGENCY = {
  fields: ['employerId', 'employerName', 'sector', 'postingId', 'headline', 'payBand', 'postedOn'],
  collections: ['employers', 'jobPostings'],
};
const ARCHIVE = {
  fields: ['documentId', 'heading', 'filedOn', 'boxId', 'shelf'],
  collections: ['boxes', 'documents'],
};

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.collection.evidence.map((e) => e.rule) ?? [];

test('a clipped noun names the collection its full noun names', () => {
  const { analysis } = analyze('how many pts are in bed 4', WARD);
  expect(analysis.collection[0]).toBe('patients');
  expect(rules('how many pts are in bed 4', WARD)).toContain('collection.clipped-noun');
  // a plural in -ves keeps its v: "MWs" are midwives
  expect(analyze('MWs on the night shift', WARD).analysis.collection[0]).toBe('midwives');
});

test('a clipped noun names the collection of a kindred noun, or of the class its records are filed under', () => {
  // "appts" are appointments, kindred to visits
  expect(analyze('list the appts for this week', CLINIC).analysis.collection[0]).toBe('visits');
  // "docs" are doctors, and surgeons are doctors
  expect(analyze('docs licensed more than 10 years', WARD).analysis.collection[0]).toBe('surgeons');
  // where no collection keeps doctors, "docs" stands for documents
  expect(analyze('docs filed last year', ARCHIVE).analysis.collection[0]).toBe('documents');
});

test('a clipped noun whose full nouns name no collection names nothing', () => {
  expect(rules('how many reps are on shelf 3', ARCHIVE)).not.toContain('collection.clipped-noun');
  expect(rules('list the techs', CLINIC)).not.toContain('collection.clipped-noun');
});

test('a clipped noun names the collection whose two-word name its kindred noun begins; a kindred noun does not', () => {
  // "reqs" are requisitions, kindred to jobs
  const { analysis, explanation } = analyze('the 5 reqs with the highest pay band', AGENCY, { explain: true });
  expect(analysis.collection[0]).toBe('jobPostings');
  expect(explanation?.collection.evidence.some((e) => e.rule === 'collection.clipped-noun')).toBe(true);
  // "roles" would be postings only as a job is; "vehicles" are no car rentals
  expect(rules('the 5 roles with the highest pay band', AGENCY)).not.toContain('collection.kindred-noun');
  const RENTALS = { fields: ['customer_id', 'name', 'rental_id', 'car_model', 'start_date', 'days', 'branch_id', 'city'], collections: ['customers', 'car_rentals', 'branches'] };
  expect(analyze('count the vehicles per city', RENTALS).analysis.collection[0]).not.toBe('car_rentals');
});

// an invented charity and an invented board
const CHARITY = {
  fields: ['helper_id', 'name', 'hours', 'gift_id', 'amount', 'given_on', 'drive_id', 'drive_name'],
  collections: ['volunteers', 'gifts', 'drives'],
};
const BOARD = { fields: ['memo_id', 'title', 'summary', 'executive_id', 'executive_name'], collections: ['memos', 'executives'] };

test('a clipped singular that is an ordinary word names no records; the plural does', () => {
  expect(rules('gift vol by month', CHARITY)).not.toContain('collection.clipped-noun');
  expect(rules('how many vols gave hours in May', CHARITY)).toContain('collection.clipped-noun');
});

test('a clipped noun before a noun modifies it, naming no records', () => {
  expect(rules('which execs summaries mention revenue', BOARD)).not.toContain('collection.clipped-noun');
  expect(rules('which execs wrote memos', BOARD)).toContain('collection.clipped-noun');
});

// an invented college: the professors' key is also kept in the lectures the courses' documents embed; an invented
// academy whose professors' word also names a plain field
const COLLEGE = {
  fields: ['_id', 'course_id', 'title', 'lectures', 'lectures.prof_id', 'lectures.room', 'prof_id', 'surname', 'is_tenured', 'tech_level'],
  collections: ['courses', 'professors'],
};
const ACADEMY = { fields: ['_id', 'course_id', 'title', 'prof_id', 'prof_rank', 'surname', 'is_tenured'], collections: COLLEGE.collections };

test('a clipped noun whose word only keys are named by names the records they identify', () => {
  expect(analyze('how many profs are tenured', COLLEGE).analysis.collection[0]).toBe('professors');
  expect(rules('profs who are tenured', COLLEGE)).toContain('collection.clipped-noun');
  // a word a plain field is named by stays that field's
  expect(rules('techs who are tenured', COLLEGE)).not.toContain('collection.clipped-noun');
  expect(rules('profs who are tenured', ACADEMY)).not.toContain('collection.clipped-noun');
});
