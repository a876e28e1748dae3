import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// regattas with the day they were held and a harbour; no field is called after a unit of time
const REGATTAS = {
  fields: ['regatta_ref', 'held_on', 'harbour', 'boat_class'],
  collections: ['regattas'],
};
const run = (prompt: string) => analyze(prompt, REGATTAS, { explain: true });

describe('a time unit ranked by a count groups by that unit', () => {
  test.each([
    ['Which year had regattas held most often?', 'year'],
    ['Which month saw the largest number of regattas held?', 'month'],
  ])('%p → counted per %p, the top one', (prompt, unit) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.groupBy).toEqual([unit]);
    expect(analysis.operation).toBe('$count');
    expect(analysis.limit).toBe(1);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-ranking+time-unit');
  });

  test('a time unit that bounds the records is no group', () => {
    expect(run('Which harbour held the most regattas last year?').analysis.groupBy).toEqual(['harbour']);
  });
});
