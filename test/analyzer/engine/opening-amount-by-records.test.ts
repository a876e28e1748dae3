import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a cider press: blends name their orchard by id; each pressing keeps the litres pressed for one blend
const PRESS = {
  fields: ['_id', 'BlendID', 'Blend', 'OrchardID', 'BottledOn', 'PressingID', 'LitresPressed', 'Operator', 'OrchardName', 'Region'],
  collections: ['Blends', 'Orchards', 'Pressings'],
};

describe('an opening amount whose own verb comes before "by"', () => {
  test('is totalled per group; a naming field of another collection groups by its id', () => {
    const { analysis, explanation } = analyze('litres pressed by blend', PRESS, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('LitresPressed');
    expect(analysis.groupBy).toEqual(['BlendID']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule).join(' ')).toContain('groupBy.by');
  });

  test('a "by" after a participle that is no opening amount still names an agent', () => {
    expect(analyze('blends bottled by Hugo', PRESS).analysis.groupBy).toEqual([]);
  });
});
