import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the generic pack's synonyms: "sector" reaches an industry field by alias, below any field named for it
const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis;

describe('"sector" names an industry field only when the schema keeps no sector', () => {
  const FIRMS = { fields: ['firm_id', 'title', 'Industry', 'Revenue', 'Town'], collections: ['Firms'] };
  // both fields side by side: each word keeps its own field
  const LISTED = { fields: ['_id', 'symbol', 'firm_name', 'sector', 'industry', 'headcount'], collections: ['listings'] };

  test('a trade before "sector" fills the Industry field', () => {
    expect(run('How many firms are in the Banking sector?', FIRMS).filters).toEqual({ Industry: 'Banking' });
  });

  test('the sector with the most firms groups by the Industry field', () => {
    expect(run('Which sector has the most firms?', FIRMS).groupBy).toEqual(['Industry']);
  });

  test('a quoted value before another word keeps its own reading', () => {
    expect(Object.keys(run('How many firms are in the "Harbourside" town?', FIRMS).filters)).not.toContain('Industry');
  });

  test('beside a sector field, "industry" still names the industry field', () => {
    expect(run('Show listings in the Shipbuilding industry', LISTED).filters).toEqual({ industry: 'Shipbuilding' });
    expect(run('How many listings per industry?', LISTED).groupBy).toEqual(['industry']);
  });

  test('beside an industry field, "sector" still names the sector field', () => {
    expect(run('Show listings in the Utilities sector', LISTED).filters).toEqual({ sector: 'Utilities' });
    expect(run('How many listings per sector?', LISTED).groupBy).toEqual(['sector']);
  });
});
