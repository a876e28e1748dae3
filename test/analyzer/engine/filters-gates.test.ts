import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createEngine, STAGES } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { cueTable, filtersStage, ungatedFiltersStage } from '../../../plugins/analyzer/engine/stages/filters.ts';
import { expectFilters, NOW, throwOnStageError } from './fixtures.ts';

describe('filters: the extractors\' cue gates', () => {
  test('a word table is registered only while the gates are built, never per request', () => {
    expect(() => cueTable(new Set(['kestrel']))).toThrow(/registered while GATES is built/);
  });

  // an invented ferry line: crossings keep the vessel's name
  const FERRIES: readonly [string[], string[]] = [['crossingId', 'vessel', 'vessel.name', 'berth'], ['crossings']];
  test('"known as" still opens a naming word\'s value with "as" no longer a cue of its own', () => {
    expectFilters('crossings of the vessel known as 42', FERRIES, { 'vessel.name': 42 }, 'filters.naming-word-value');
  });

  // a reading added to a gated extractor that starts from another cue must widen its gate, or the gate hides it
  test('the gates skip an extractor only where it would have found nothing: the fixture questions read the same without them', () => {
    const registry = loadBuiltinRegistry();
    const gated = createEngine(registry, { onStageError: throwOnStageError });
    const ungated = createEngine(registry, { onStageError: throwOnStageError, stages: STAGES.map((s) => (s === filtersStage ? ungatedFiltersStage : s)) });
    const fixtures = ['holdout.jsonl', 'holdout-2.jsonl'].flatMap((file) => readFileSync(resolve(import.meta.dir, '../../fixtures/analyzer', file), 'utf8').split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as { prompt: string; fields: string[]; collections: string[] });
    expect(fixtures.length).toBeGreaterThan(100);
    // and a few invented ones for cues the fixtures seldom hold (a name after a verb, a hyphened compound, "out of")
    const [fields, collections] = [['crossingId', 'vessel.name', 'skipperName', 'awards', 'outOfFuel', 'berth', 'assignee'], ['crossings']];
    for (const prompt of ['crossings skippered by Dr. Ilse Marrow', 'award-winning crossings', 'crossings that ran out of fuel', 'crossings assigned to Tomas Reyes', 'the vessel known as 42']) fixtures.push({ prompt, fields, collections });
    for (const { prompt, fields, collections } of fixtures) {
      const input = { prompt, fields, collections };
      expect(JSON.stringify(ungated.analyze(input, { now: NOW, explain: true }))).toBe(JSON.stringify(gated.analyze(input, { now: NOW, explain: true })));
    }
  });
});
