import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented dairy herd: calves and the checks each has had
const HERD = {
  fields: ['calfId', 'eartag', 'checks', 'checks.checkedOn', 'checks.lameness', 'checks.weightKg', 'flag'],
  collections: ['calves'],
};
const run = (prompt: string) => analyze(prompt, HERD, { explain: true });

describe('filters: records flagged with a thing a one-word field keeps hold yes in it (filters.labelled+marked-with)', () => {
  test.each([
    ['how many calves were flagged with lameness at a herd check', { 'checks.lameness': true }],
    ['calves not flagged with lameness', { 'checks.lameness': false }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    expect(run('calves not flagged with lameness').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.labelled+marked-with']);
  });

  test.each([
    // a field keeping a quantity holds no yes; a label after the participle is the label field's value
    ['calves flagged with weight kg', undefined],
    ['calves flagged urgent', 'urgent'],
  ])('%p', (prompt, flag) => {
    const filters = run(prompt).analysis.filters;
    expect([filters['checks.weightKg'], filters.flag]).toEqual([undefined, flag]);
  });
});
