import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ski resort: its lifts and whether each works
const RESORT = { fields: ['lift_id', 'lift_name', 'slope', 'isOperational', 'capacity'], collections: ['lifts'] };
const run = (prompt: string) => analyze(prompt, RESORT, { explain: true });

describe('filters: a phrase saying a state in other words sets the flag named by that state (filters.flag-phrased-state)', () => {
  test.each([
    ['which lifts on the north slope are out of service', false],
    ['lifts that are up and running', true],
    ['lifts that are not in working order', false],
    ['how many out of service lifts', false],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters.isOperational).toBe(expected);
  });

  test('the evidence names the rule', () => {
    expect(run('lifts that are up and running').explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag-phrased-state']);
  });

  test.each([
    // the phrase goes on with words of its own, or says a state no flag is named by
    'lifts out of service for more than 3 days',
    'lifts out of reach of the slope',
  ])('%p sets no flag', (prompt) => {
    expect(run(prompt).analysis.filters.isOperational).toBeUndefined();
  });
});
