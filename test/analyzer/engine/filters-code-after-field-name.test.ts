import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented steel catalogue: each steel has a kind and a grade
const STEELS = { fields: ['steelId', 'steelType', 'grade', 'tensileMpa'], collections: ['steels'] };

test('a code right after the whole name of a field ("Grade II steels") is that field\'s value, not the kind\'s', () => {
  const { analysis, explanation } = analyze('How many Grade II steels are listed', STEELS, { explain: true });
  expect(analysis.filters).toEqual({ grade: 'II' });
  expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.kind-modifier+field-named-before']);
});

test('a code with no field named before it is still the kind\'s', () => {
  expect(analyze('how many II steels are listed', STEELS).analysis.filters).toEqual({ steelType: 'II' });
});
