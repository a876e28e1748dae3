import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a state word after a "non-" prefix denies its yes/no field wherever it stands (filters.flag-state-word+non-prefix)', () => {
  // an invented tile works: tiles keep whether they are glazed
  const TILES = { fields: ['_id', 'Tile_ID', 'Pattern', 'Length_Cm', 'Glazed', 'Kiln_ID', 'Name'], collections: ['tiles', 'kilns'] };
  test('said after the rest of the question, it still denies the flag', () => {
    const result = analyze('avg tile length, non-glazed', TILES, { explain: true });
    expect(result.analysis.filters).toEqual({ Glazed: false });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.flag-state-word+non-prefix');
  });
});
