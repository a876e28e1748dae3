import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// the same fine is stored on each library and again inside each member's record
const LIBRARIES = {
  fields: ['library_name', 'fines', 'fines.fine_amount', 'members', 'members.member_name', 'members.fines', 'members.fines.fine_amount'],
  collections: ['libraries'],
};
const run = (prompt: string) => analyze(prompt, LIBRARIES, { explain: true });

describe('of several copies of one number, the accumulator takes the one whose path the question says', () => {
  test('"each member" places the fine amount inside the members', () => {
    const { analysis, explanation } = run('What is the total fine amount of each member?');
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('members.fines.fine_amount');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.placed-path')).toBe(true);
  });

  test('without the enclosing word the shallowest copy stays', () => {
    const { analysis, explanation } = run('What is the total fine amount per library?');
    expect(analysis.metric).toBe('fines.fine_amount');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.placed-path')).toBe(false);
  });
});
