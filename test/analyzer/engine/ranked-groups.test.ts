import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a school schema: wards embed instructors with salaries; a stored total of credits exists per student
const SCHOOL = {
  fields: ['ward_name', 'building', 'instructors', 'instructors.instructor_id', 'instructors.salary', 'students',
    'students.student_id', 'students.total_credits', 'students.grade'],
  collections: ['wards', 'buildings'],
};
const run = (prompt: string) => analyze(prompt, SCHOOL).analysis;

describe('groups ranked by an accumulated value', () => {
  test.each([
    ['Which ward pays the highest average salary?', '$avg'] as const,
    ['the building with the lowest total salary', '$sum'] as const,
  ])('%p groups by the noun before the superlative, top group', (prompt, operation) => {
    const a = run(prompt);
    expect(a.groupBy.length).toBe(1);
    expect(a.operation).toBe(operation);
    expect(a.limit).toBe(1);
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('Which ward pays the highest average salary?', SCHOOL, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.aggregate-ranking');
  });

  test('a stored total is a value, not an accumulator per group', () => {
    expect(run('the student with the highest total credits').groupBy).toEqual([]);
  });

  test('a noun further back than the ranked things is no group', () => {
    expect(run('What is the grade of the student of the top ward with the highest average salary?').groupBy).not.toContain('students.grade');
  });
});

describe('"the largest X count": records counted per group', () => {
  test.each([
    'Which building has the largest instructor count?',
    'the building with the lowest instructor count',
  ])('%p', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['building']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
  });
});

describe('"the most <participle>": groups ranked by how often they occur', () => {
  test.each([
    'Which building is the most represented among instructors?',
    'the building used the most in all wards',
  ])('%p → top building by count', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['building']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
  });

  test('"from the most populated to the least" is an order, not a top group', () => {
    const a = run('List the buildings from the most visited to the least visited');
    expect(a.groupBy).toEqual([]);
    expect(a.limit).toBeNull();
  });
});
