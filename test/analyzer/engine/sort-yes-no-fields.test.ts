import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a climbing gym: staff held to yes or no by their flags
const GYM = { fields: ['staff_id', 'staff_name', 'wall_id', 'isInstructor', 'isCertified', 'shift_hours'], collections: ['staff', 'walls'] };
const sortOf = (prompt: string) => analyze(prompt, GYM, { explain: true });

describe('sort: a yes/no field the question holds to a state is no measure to rank by', () => {
  test.each([
    ['which wall has the most instructors', 'isInstructor'],
    ['top 3 walls by number of certified staff', 'isCertified'],
  ])('%p', (prompt, flag) => {
    const { analysis } = sortOf(prompt);
    expect(analysis.filters).toEqual({ [flag]: true });
    expect(Object.keys(analysis.sort)).not.toContain(flag);
    expect(analysis.sort).toEqual({ count: -1 });
  });

  test('the evidence names the rule', () => {
    expect(sortOf('which wall has the most instructors').explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.superlative-yes-no-count']);
  });
});

describe('operation: a yes/no field says which records, it is no measure', () => {
  // a print shop's jobs, held to yes or no by their flags
  const JOBS = { fields: ['job_id', 'client', 'amount', 'pages', 'is_rush', 'is_invoiced'], collections: ['jobs'] };
  test('the average amount of rush jobs', () => {
    const { analysis } = analyze('the average amount of rush jobs', JOBS);
    expect([analysis.operation, analysis.metric, analysis.filters]).toEqual(['$avg', 'amount', { is_rush: true }]);
  });
  test('total invoiced jobs counts them', () => {
    const { analysis } = analyze('total invoiced jobs', JOBS);
    expect([analysis.operation, analysis.metric, analysis.filters]).toEqual(['$count', null, { is_invoiced: true }]);
  });
});
