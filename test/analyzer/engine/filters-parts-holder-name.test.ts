import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a stable: horses embed their farrier visits and feedings; riders are kept apart
const STABLE = {
  fields: ['horse_id', 'name', 'breed', 'shoeings', 'shoeings.shoeing_date', 'shoeings.farrier_code', 'shoeings.notes', 'feedings', 'feedings.feed_code', 'feedings.kg',
    'rider_id', 'rider_name', 'level'],
  collections: ['horses', 'riders'],
};

describe('a name said for embedded records is their holder\'s', () => {
  for (const parts of ['shoeings', 'feedings']) {
    test(`${parts} for a name`, () => {
      const { analysis, explanation } = analyze(`${parts} for Comet`, STABLE, { explain: true });
      expect(analysis.filters).toEqual({ name: 'Comet' });
      expect(explanation!.filters.evidence[0]!.rule).toBe('filters.proper-value+parts-holder-name');
    });
  }
});

describe('a name after one embedded record, not their list, is no holder\'s', () => {
  test('a singular word before "for"', () => {
    const { explanation } = analyze('the last feeding for Comet', STABLE, { explain: true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).not.toContain('filters.proper-value+parts-holder-name');
  });
});
