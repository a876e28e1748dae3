import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a theatre's auditions (the verdict kept on each audition) and a food inspector (two outcome fields, told apart by
// the words of their paths)
const THEATRE = {
  fields: ['actor_id', 'actor_name', 'agency', 'auditions', 'auditions.role', 'auditions.verdict', 'auditions.held_on'],
  collections: ['actors'],
};
const INSPECTOR = {
  fields: ['stall_id', 'stall_name', 'inspections', 'inspections.inspection_result', 'permits', 'permits.permit_decision', 'hygiene_pass'],
  collections: ['stalls'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a word saying how a trial came out sets the field keeping the outcome', () => {
  test.each([
    ['actors who were accepted after their auditions', THEATRE, 'auditions.verdict'],
    ['how many actors received a favourable verdict', THEATRE, 'auditions.verdict'],
    ['actors whose audition was unsuccessful', THEATRE, 'auditions.verdict'],
    ['stalls that failed their inspections', INSPECTOR, 'inspections.inspection_result'],
    ['stalls whose permit was denied', INSPECTOR, 'permits.permit_decision'],
  ])('%p', (prompt, schema, field) => {
    expect(Object.keys(run(prompt, schema).analysis.filters)).toEqual([field]);
  });

  test('a denied outcome rules it out', () => {
    expect(run('actors not accepted at the auditions', THEATRE).analysis.filters).toEqual({ 'auditions.verdict': { $ne: 'accepted' } });
  });

  test('the evidence names the outcome-word rule', () => {
    const evidence = run('actors who were accepted after their auditions', THEATRE).explanation?.filters.evidence;
    expect(evidence?.map((e) => e.rule)).toEqual(['filters.outcome-word']);
  });

  test.each([
    // a degree, a verb taking another, a value said of another field, or no trial the question names among several
    ['the most successful agency', THEATRE],
    ['actors who failed to attend', THEATRE],
    ['stalls whose hygiene pass is yes', INSPECTOR],
    ['stalls that were approved', INSPECTOR],
  ])('%p sets no outcome', (prompt, schema) => {
    const filters = run(prompt, schema).analysis.filters;
    expect(Object.keys(filters).filter((f) => f.endsWith('verdict') || f.endsWith('result') || f.endsWith('decision'))).toEqual([]);
  });
});
