import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// clinics embed their nurses, each with a grade and a shift
const CLINICS = { fields: ['clinic_id', 'region', 'nurses', 'nurses.nurse_id', 'nurses.grade', 'nurses.shift'], collections: ['Clinics'] };

test('a second grouping key after "and" may open with a possessive', () => {
  const { analysis, explanation } = analyze('Count the nurses by grade and their shift.', CLINICS, { explain: true });
  expect(analysis.groupBy).toEqual(['nurses.grade', 'nurses.shift']);
  expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.list+determiner');
});


test('values joined by "and" right after a count split each group by their field', () => {
  const { analysis, explanation } = analyze('Give the count of pending and shipped orders for each customer.', {}, { explain: true });
  expect(analysis.groupBy).toEqual(['customerId', 'status']);
  expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.per-listed-value+beside-group');
});

test('values said apart from the count only bound the records', () => {
  expect(analyze('How many orders does each customer have, counting pending or shipped ones?').analysis.groupBy).toEqual(['customerId']);
});
