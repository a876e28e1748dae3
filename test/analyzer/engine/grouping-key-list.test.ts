import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// clinics embed their nurses, each with a grade and a shift
const CLINICS = { fields: ['clinic_id', 'region', 'nurses', 'nurses.nurse_id', 'nurses.grade', 'nurses.shift'], collections: ['Clinics'] };

test('a second grouping key after "and" may open with a possessive', () => {
  const { analysis, explanation } = analyze('Count the nurses by grade and their shift.', CLINICS, { explain: true });
  expect(analysis.groupBy).toEqual(['nurses.grade', 'nurses.shift']);
  expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.list+determiner');
});
