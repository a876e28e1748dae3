import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a ferry line: crossings carry a fare class and embed their fares
const FERRIES = {
  fields: ['crossing_ref', 'crossing_title', 'fare_class', 'fares', 'fares.fare_ref', 'fares.ticket_fare'],
  collections: ['Crossings'],
};

test('extremes listed together are computed per group after "each"', () => {
  const { analysis, explanation } = analyze('Give the largest and smallest ticket fares for each fare class.', FERRIES, { explain: true });
  expect(analysis.groupBy).toEqual(['fare_class']);
  expect(analysis.operation).toBe('$max');
  expect(explanation!.groupBy.evidence[0]!.rule).toBe('groupBy.for-each+listed-extremes');
  expect(explanation!.operation.evidence.map((e) => e.rule)).toContain('operation.listed-extremes');
});

test('with no group named, listed extremes group nothing', () => {
  expect(analyze('Give the largest and smallest ticket fares over all crossings.', FERRIES).analysis.groupBy).toEqual([]);
});

test('"each" over listed records with nothing computed still groups nothing', () => {
  expect(analyze('Show the title of each crossing.', FERRIES).analysis.groupBy).toEqual([]);
});
