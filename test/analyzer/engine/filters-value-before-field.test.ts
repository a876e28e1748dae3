import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a plain word between "in the" and a text field is its value (filters.named-value+before-field)', () => {
  // an invented orchard cooperative: growers by district and crop
  const COOP = { fields: ['grower_id', 'grower_name', 'district', 'crop', 'hectares', 'joined_on'], collections: ['growers'] };
  test('after "in the" and after "from the"', () => {
    const upland = analyze('growers in the upland district', COOP, { explain: true });
    expect(upland.analysis.filters).toEqual({ district: 'upland' });
    expect(upland.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.named-value+before-field');
    expect(analyze('list growers from the pear crop', COOP).analysis.filters).toEqual({ crop: 'pear' });
  });
  test('a measure or an id after the word takes no value', () => {
    expect(analyze('growers in the top hectares', COOP).analysis.filters).toEqual({});
  });
  test('a superlative there ranks the groups and names none', () => {
    expect(analyze('names of growers who are not in the biggest district', COOP).analysis.filters).toEqual({});
    expect(analyze('growers in the oldest district', COOP).analysis.filters).toEqual({});
  });
});
