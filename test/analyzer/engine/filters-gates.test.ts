import { describe, expect, test } from 'bun:test';
import { cueTable } from '../../../plugins/analyzer/engine/stages/filters.ts';
import { expectFilters } from './fixtures.ts';

describe('filters: the extractors\' cue gates', () => {
  test('a word table is registered only while the gates are built, never per request', () => {
    expect(() => cueTable(new Set(['kestrel']))).toThrow(/registered while GATES is built/);
  });

  // an invented ferry line: crossings keep the vessel's name, its awards and whether it ran out of fuel
  const FERRIES: readonly [string[], string[]] = [['crossingId', 'vessel', 'vessel.name', 'awards', 'outOfFuel', 'berth'], ['crossings']];
  test('"known as" still opens a naming word\'s value with "as" no longer a cue of its own', () => {
    expectFilters('crossings of the vessel known as 42', FERRIES, { 'vessel.name': 42 }, 'filters.naming-word-value');
  });
});
