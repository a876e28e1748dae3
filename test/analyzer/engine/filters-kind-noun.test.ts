import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a kind noun after "with", "of", "under" or "into" names the kind field (filters.kind-noun)', () => {
  // an invented cookware shop: kettles keep their kind
  const SHOP = { fields: ['kettle_id', 'kettle_name', 'kettleType', 'capacity'], collections: ['kettles'] };
  test('the plain words after the kind noun, past "of", ending the clause', () => {
    const typed = analyze('list kettles with type gooseneck', SHOP, { explain: true });
    expect(typed.analysis.filters).toEqual({ kettleType: 'gooseneck' });
    expect(typed.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-noun');
    expect(analyze('kettles under the category of stovetop whistling', SHOP).analysis.filters).toEqual({ kettleType: 'stovetop whistling' });
  });
  test('the one word between the article and the kind noun', () => {
    // an invented cycle shop: bikes keep their kind
    const CYCLES = { fields: ['frame_no', 'model', 'bikeType', 'gears'], collections: ['bikes'] };
    const inner = analyze('Show bikes listed under the gravel type.', CYCLES, { explain: true });
    expect(inner.analysis.filters).toEqual({ bikeType: 'gravel' });
    expect(inner.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-noun+before');
  });
  test('a kind noun asked for, or followed by the things themselves, names no kind', () => {
    expect(analyze('list the category of kettles', SHOP).analysis.filters).toEqual({});
    expect(analyze('kettles with type of each brand', SHOP).analysis.filters).toEqual({});
  });
});
