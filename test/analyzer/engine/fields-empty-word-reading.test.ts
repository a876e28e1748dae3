import { expect, test } from 'bun:test';
import { runOnSchema } from './fixtures.ts';

// an invented lighting shop: words of no letters ("_") read before a field name start every name, as nothing does
const LAMPS: [string[], string[]] = [['lamp_id', 'wattage', 'price'], ['lamps']];

test('a reading of words with no letters so far goes on to the field name after them', () => {
  const r = runOnSchema('average _ _ wattage of lamps', ...LAMPS);
  expect(r.analysis.metric).toBe('wattage');
  expect(r.explanation!.metric.evidence.map((e) => e.span)).toContainEqual([1, 4]);
});

test('negative: a name with no empty word before it keeps its own span', () => {
  const r = runOnSchema('average wattage of lamps', ...LAMPS);
  expect(r.explanation!.metric.evidence.map((e) => e.span)).toContainEqual([1, 2]);
});
