import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented weather mast: stations keep a side, and so do their readings and their solar panels
const MASTS = {
  fields: ['stationId', 'side', 'readings', 'readings.side', 'readings.windSpeed', 'panels', 'panels.side', 'panels.output'],
  collections: ['stations'],
};
const filters = (prompt: string) => analyze(prompt, MASTS).analysis.filters;

describe('filters: a value named before a field word goes to the leaf in the sub-document of another field the question names (filters.named-value+before-field)', () => {
  test('"on the lee side" beside the readings\' wind speed → `readings.side`', () => {
    expect(filters('highest wind speed recorded on the lee side')).toEqual({ 'readings.side': 'lee' });
  });

  test('beside the panels\' output → `panels.side`', () => {
    expect(filters('highest output on the lee side')).toEqual({ 'panels.side': 'lee' });
  });

  test('with no other field named, the records\' own field', () => {
    expect(filters('stations on the lee side')).toEqual({ side: 'lee' });
  });
});
