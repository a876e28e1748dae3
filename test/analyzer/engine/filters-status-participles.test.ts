import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a pottery (kilns keep one status, firings are timestamped) and a glassworks whose furnaces keep no status at all
const POTTERY = { fields: ['kiln_id', 'kiln_label', 'status', 'capacity_kg', 'fired_at', 'potter_name'], collections: ['kilns'] };
const GLASSWORKS = { fields: ['furnace_id', 'furnace_label', 'capacity_kg', 'built_on'], collections: ['furnaces'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a participle no lexicon lists, said of records owning one status field, is a stage of theirs', () => {
  test.each([
    ['show me the scrapped kilns', { status: 'scrapped' }, 'filters.status-word+participle'],
    ['how many kilns are cooling right now?', { status: 'cooling' }, 'filters.status-word+participle+after-records'],
  ])('%p', (prompt, expected, rule) => {
    const result = run(prompt, POTTERY);
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });

  test.each([
    // records keeping no status, a present participle not closed by a word saying now, a participle naming a timestamp
    ['show me the scrapped furnaces', GLASSWORKS],
    ['how many kilns are cooling', POTTERY],
    ['fired kilns in 2024', POTTERY],
    // a participle pointing at records already picked, named or linked, not a stage of theirs
    ['show the selected kilns', POTTERY],
    ['count the listed kilns', POTTERY],
    ['list the combined kilns', POTTERY],
    ['how many of the above-mentioned kilns are there', POTTERY],
    ['show the related kilns', POTTERY],
  ])('%p sets no participle stage', (prompt, schema) => {
    const rules = run(prompt, schema).explanation?.filters.evidence.map((e) => e.rule) ?? [];
    expect(rules.filter((r) => r.startsWith('filters.status-word+participle'))).toEqual([]);
  });
});
