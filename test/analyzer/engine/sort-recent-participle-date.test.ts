import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented garage: repair jobs keep when they were booked and finished, mechanics when they were hired
const GARAGE = {
  fields: ['jobId', 'bookedAt', 'finishedAt', 'labourHours', 'mechanicId', 'mechanicName', 'hiredOn'],
  collections: ['repairJobs', 'mechanics'],
};

test.each([
  ['Show repair jobs finished after 2024-05-01, newest first.', 'finishedAt'],
  ['repair jobs booked since March, most recent first', 'bookedAt'],
])('%p: "newest first" sorts by the subject\'s date the question\'s verb names', (prompt, key) => {
  expect(analyze(prompt, GARAGE).analysis.sort).toEqual({ [key]: -1 });
});
