import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry line: crossings with their lateness, harbours with their opening year
const FERRIES = {
  fields: ['crossingId', 'routeCode', 'lateness_minutes', 'sailed_on', 'harbourId', 'harbourName', 'opened_year', 'berths'],
  collections: ['crossings', 'harbours'],
};

describe('groupBy: "the N <measuring superlative> <field>" ranks records by the field, it does not count its values', () => {
  test('the 4 longest latenesses are crossings sorted by their lateness', () => {
    const { analysis, explanation } = analyze('show the 4 longest latenesses', FERRIES, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
    expect(analysis.limit).toBe(4);
    expect(Object.keys(analysis.sort)).toEqual(['lateness_minutes']);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.no-group+measuring-superlative']);
  });
  test('"most" before an adverb measures too', () => {
    expect(analyze('the 6 most recently opened berths', FERRIES).analysis.groupBy).toEqual([]);
  });
  test('a frequency superlative still counts the values', () => {
    expect(analyze('the 3 most common route codes', FERRIES).analysis.groupBy).toEqual(['routeCode']);
  });
  test('"top" still counts the values', () => {
    expect(analyze('top 3 route codes', FERRIES).analysis.groupBy).toEqual(['routeCode']);
  });
});
