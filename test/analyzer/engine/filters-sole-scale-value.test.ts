import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A pottery studio: firings embed their defects, graded by severity; the studio keeps a priority for its orders. */
const STUDIO = {
  collections: ['firings'],
  fields: ['firingId', 'kiln', 'defects', 'defects.kind', 'defects.severity', 'orderPriority'],
};

describe('a word of a scale of its own before a noun the schema does not know', () => {
  test('is a value of the one field the schema grades on that scale (filters.scale-value+sole-scale)', () => {
    const { analysis, explanation } = analyze('firings in kiln 2 with moderate cracking', STUDIO, { explain: true });
    expect(analysis.filters).toMatchObject({ 'defects.severity': 'moderate' });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.scale-value+sole-scale');
  });

  test('a word several scales share ("high") picks no field from an unknown noun', () => {
    expect(analyze('firings with high shrinkage', STUDIO).analysis.filters).toEqual({});
  });
});
