import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a bowling schema: lanes keep no record of what happens on them
const BOWLING = { fields: ['lane_id', 'lane_name', 'surface', 'opened_year'], collections: ['lanes'] };
const bowl = (prompt: string) => analyze(prompt, BOWLING).analysis;

describe('count thresholds said without a number a stored value could be compared with', () => {
  test.each([
    ['Find the names of lanes that were bowled on more than 20 times', 'lane_name'],
    ['Show the lanes that saw a minimum of two jam occurrences', 'lane_id'],
    ['List lanes with multiple referees', 'lane_id'],
    ['List lanes with at least two different referees', 'lane_id'],
  ])('%p counts per group', (prompt, key) => {
    const a = bowl(prompt);
    expect(a.operation).toBe('$count');
    expect(a.groupBy).toEqual([key]);
  });

  test('an entity with a plain number of unnamed things may compare a value: no count', () => {
    expect(bowl('List lanes with at least two referees').groupBy).toEqual([]);
  });
});
