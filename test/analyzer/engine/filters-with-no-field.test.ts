import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "with no X" denies having a field of the records, like "without X"', () => {
  const COTTAGES = {
    fields: ['cottage_id', 'cottage_name', 'sea_view', 'parking_spaces', 'nightly_rate', 'village'],
    collections: ['cottages'],
  };
  test.each([
    ['cottages with no sea view', 'sea_view'],
    ['cottages with no parking spaces', 'parking_spaces'],
    ['cottages without parking spaces', 'parking_spaces'],
  ])('%p', (prompt, field) => {
    const { analysis, explanation } = analyze(prompt, COTTAGES, { explain: true });
    expect(analysis.filters).toEqual({ [field]: { $in: [null, false] } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.absence+lacked-field']);
  });

  test('"no" after a word of having that does not lead the field is left alone', () => {
    expect(analyze('cottages in a village with no shop', COTTAGES).analysis.filters).not.toHaveProperty('sea_view');
  });
});
