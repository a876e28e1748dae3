import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

// an invented dinghy club: each race keeps its course and the weather it was sailed in
const REGATTA = { fields: ['race_no', 'course_name', 'weather', 'crew_count'], collections: ['races'] };

describe('filters: a clause of circumstance with the empty "it" names a value by its verb (filters.circumstance-value)', () => {
  test.each([['races sailed while it was snowing', 'snow'], ['how many races were held when it drizzled', 'drizzle']])('%p', (prompt, value) => {
    const result = run(prompt, REGATTA);
    expect(result.analysis.filters).toEqual({ weather: value });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.circumstance-value');
  });

  test('a verb made from no noun of a field\'s class names nothing', () => {
    expect(run('races where it was finishing late', REGATTA).analysis.filters).toEqual({});
  });

  test('a verb of weather made passive has a thing for its "it"', () => {
    expect(run('races when it was snowed on', REGATTA).analysis.filters).toEqual({});
  });

  // an invented auction house: each lot keeps the furniture it stood on; "it was benched" tells what was done to a thing
  const AUCTIONS = { fields: ['lot_no', 'furniture_type', 'reserve_price'], collections: ['lots'] };
  test.each(['lots when it was chaired by Noor', 'lots where it was benched'])('a verb of no weather names nothing: %p', (prompt) => {
    expect(JSON.stringify(run(prompt, AUCTIONS).explanation)).not.toContain('filters.circumstance-value');
  });
});
