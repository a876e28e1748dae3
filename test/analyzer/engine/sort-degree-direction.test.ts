import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented harbour pilots' register
const PILOTS = { fields: ['pilot_id', 'full_name', 'start_date', 'fee_rate', 'port'], collections: ['Pilots'] };

test.each([
  // "most senior" by a date of joining is the earliest first; "least senior" the latest
  ['the 5 most senior pilots by start date', { start_date: 1 }, 'sort.top-n-by+degree-direction'],
  ['the 5 least senior pilots by start date', { start_date: -1 }, 'sort.top-n-by+degree-direction'],
  // "most expensive first" after the key puts the highest first; "least expensive first" the lowest
  ['pilot names sorted by fee rate, most expensive first', { fee_rate: -1 }, 'sort.sorted-by+degree-direction'],
  ['pilot names sorted by fee rate, least expensive first', { fee_rate: 1 }, 'sort.sorted-by+degree-direction'],
] as Array<[string, Record<string, 1 | -1>, string]>)('a superlative written with most or least gives its adjective\'s direction: %p', (prompt, sort, rule) => {
  const { analysis, explanation } = analyze(prompt, PILOTS, { explain: true });
  expect(analysis.sort).toEqual(sort);
  expect(explanation!.sort.evidence[0]!.rule).toBe(rule);
});

test('a direction word said after the key still decides', () => {
  const { analysis, explanation } = analyze('pilot names sorted by fee rate descending, most expensive first', PILOTS, { explain: true });
  expect(analysis.sort).toEqual({ fee_rate: -1 });
  expect(explanation!.sort.evidence[0]!.rule).toBe('sort.sorted-by');
});
