import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented print shop: jobs keep a title, a status code and a price
const PRINT_JOBS = { fields: ['jobId', 'jobTitle', 'statusCode', 'price', 'submittedOn'], collections: ['printJobs'] };

test('a participle written in capitals ("PRINTED jobs") is a state the status code keeps, not a title', () => {
  const { analysis, explanation } = analyze('What was the total price from PRINTED jobs in 2023?', PRINT_JOBS, { explain: true });
  expect(analysis.filters.statusCode).toBe('PRINTED');
  expect(analysis.filters.jobTitle).toBeUndefined();
  expect(explanation?.filters.evidence.some((e) => e.rule === 'filters.proper-value+state-code')).toBe(true);
});

test('a capitalised word that is no participle stays a title', () => {
  expect(analyze('How many BANNERS jobs are there?', PRINT_JOBS).analysis.filters.statusCode).toBeUndefined();
});
