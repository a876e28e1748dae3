import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a driving school's learners (the outcome kept on each attempt inside their exam) and a food inspector (two outcome
// fields, told apart by the words of their paths)
const SCHOOL = {
  fields: ['licence_no', 'learner', 'Exam', 'Exam.centre', 'Exam.Attempt', 'Exam.Attempt.outcome', 'Exam.Attempt.examiner'],
  collections: ['learners'],
};
const INSPECTOR = {
  fields: ['stall_id', 'stall_name', 'inspections', 'inspections.inspection_result', 'permits', 'permits.permit_decision', 'hygiene_pass'],
  collections: ['stalls'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a word saying how a trial came out sets the field keeping the outcome', () => {
  test.each([
    ['Which learners won approval from the examiner?', SCHOOL, 'Exam.Attempt.outcome'],
    ['Count learners who got a positive outcome.', SCHOOL, 'Exam.Attempt.outcome'],
    ['learners whose exam proved unsuccessful', SCHOOL, 'Exam.Attempt.outcome'],
    ['stalls that failed their inspections', INSPECTOR, 'inspections.inspection_result'],
    ['stalls whose permit was denied', INSPECTOR, 'permits.permit_decision'],
    ['which exam attempts did learners fail', SCHOOL, 'Exam.Attempt.outcome'],
    ['learners whose exam attempt was aborted', SCHOOL, 'Exam.Attempt.outcome'],
  ])('%p', (prompt, schema, field) => {
    expect(Object.keys(run(prompt, schema).analysis.filters)).toEqual([field]);
  });

  test('a denied outcome rules it out', () => {
    expect(run('learners not approved at the exam', SCHOOL).analysis.filters).toEqual({ 'Exam.Attempt.outcome': { $ne: 'approved' } });
  });

  test('the evidence names the outcome-word rule', () => {
    const evidence = run('Were any learners rejected by the examiner?', SCHOOL).explanation?.filters.evidence;
    expect(evidence?.map((e) => e.rule)).toEqual(['filters.outcome-word']);
  });

  test.each([
    // a degree, a verb taking another, a value said of another field, or no trial the question names among several
    ['the most successful centre', SCHOOL],
    ['learners that failed to show up', SCHOOL],
    ['learners who fail to book an exam', SCHOOL],
    ['stalls whose hygiene pass is yes', INSPECTOR],
    ['stalls that were approved', INSPECTOR],
  ])('%p sets no outcome', (prompt, schema) => {
    const filters = run(prompt, schema).analysis.filters;
    expect(Object.keys(filters).filter((f) => f.endsWith('verdict') || f.endsWith('result') || f.endsWith('decision'))).toEqual([]);
  });
});

// an invented grant office: each grant's own decision, and the outcome of each panel review inside it
const GRANT_OFFICE = {
  fields: ['grant_id', 'scheme', 'decision', 'amount', 'reviews', 'reviews.panel', 'reviews.outcome'],
  collections: ['grants'],
};

describe('filters: an outcome said of the records, no word of their embedded list said, is their own', () => {
  test.each([
    ['approved grants per scheme', { decision: 'approved' }],
    ['how many grants were refused', { decision: 'refused' }],
    ['grants rejected at panel review', { 'reviews.outcome': 'rejected' }],
  ])('%p', (prompt, filters) => {
    expect(run(prompt, GRANT_OFFICE).analysis.filters).toEqual(filters);
  });
});

test('an outcome said of named records is no outcome another collection keeps', () => {
  // an invented lender: loans with their panel reviews, and the inspections of the homes they buy, each with its outcome
  const LENDER = { fields: ['_id', 'loan_id', 'principal', 'reviews', 'reviews.panel', 'reviews.outcome', 'inspection_id', 'outcome', 'inspected_on'], collections: ['inspections', 'loans'] };
  expect(run('how many loans were approved', LENDER).analysis.filters).not.toHaveProperty('outcome');
  expect(run('how many inspections were approved', LENDER).analysis.filters).toEqual({ outcome: 'approved' });
});
