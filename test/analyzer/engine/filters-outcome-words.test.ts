import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a journal's essays (the decision kept on the review inside each submission) and a food inspector (two outcome
// fields, told apart by the words of their paths)
const JOURNAL = {
  fields: ['entry_no', 'headline', 'Submission', 'Submission.journal', 'Submission.Review', 'Submission.Review.decision', 'Submission.Review.referee'],
  collections: ['essays'],
};
const INSPECTOR = {
  fields: ['stall_id', 'stall_name', 'inspections', 'inspections.inspection_result', 'permits', 'permits.permit_decision', 'hygiene_pass'],
  collections: ['stalls'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a word saying how a trial came out sets the field keeping the outcome', () => {
  test.each([
    ['Which essays won approval from the referee?', JOURNAL, 'Submission.Review.decision'],
    ['Count essays that had a positive review.', JOURNAL, 'Submission.Review.decision'],
    ['essays whose submission proved unsuccessful', JOURNAL, 'Submission.Review.decision'],
    ['stalls that failed their inspections', INSPECTOR, 'inspections.inspection_result'],
    ['stalls whose permit was denied', INSPECTOR, 'permits.permit_decision'],
  ])('%p', (prompt, schema, field) => {
    expect(Object.keys(run(prompt, schema).analysis.filters)).toEqual([field]);
  });

  test('a denied outcome rules it out', () => {
    expect(run('essays not approved in review', JOURNAL).analysis.filters).toEqual({ 'Submission.Review.decision': { $ne: 'approved' } });
  });

  test('the evidence names the outcome-word rule', () => {
    const evidence = run('Were any essays rejected by the referee?', JOURNAL).explanation?.filters.evidence;
    expect(evidence?.map((e) => e.rule)).toEqual(['filters.outcome-word']);
  });

  test.each([
    // a degree, a verb taking another, a value said of another field, or no trial the question names among several
    ['the most successful journal', JOURNAL],
    ['essays that failed to load', JOURNAL],
    ['stalls whose hygiene pass is yes', INSPECTOR],
    ['stalls that were approved', INSPECTOR],
  ])('%p sets no outcome', (prompt, schema) => {
    const filters = run(prompt, schema).analysis.filters;
    expect(Object.keys(filters).filter((f) => f.endsWith('verdict') || f.endsWith('result') || f.endsWith('decision'))).toEqual([]);
  });
});
