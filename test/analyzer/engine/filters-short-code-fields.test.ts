import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A brewery writing its codes with a shortened ending: kegs sealed and filled by code, brews of one coded style. */
const KEGS = { fields: ['keg_id', 'rank_cd', 'fill_cd', 'volume_l', 'filled_on'], collections: ['Keg'] };
const BREWS = { fields: ['brew_id', 'style_cd', 'batch_l', 'brewed_on', 'brewer_nm'], collections: ['Brew'] };

describe('filters: a field ending in "cd" keeps codes', () => {
  test('a word of its name before a short code in capitals names it (filters.proper-value+code-field-word)', () => {
    const { analysis, explanation } = analyze('kegs with rank TOP', KEGS, { explain: true });
    expect(analysis.filters).toEqual({ rank_cd: 'TOP' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+code-field-word');
  });

  test('a short code in capitals no word ties to a field goes to the one code field (filters.proper-value+sole-code)', () => {
    const { analysis, explanation } = analyze('average batch size for porter (PRT)', BREWS, { explain: true });
    expect(analysis.filters).toEqual({ style_cd: 'PRT' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value+sole-code');
  });

  test('with two code fields no word names, neither takes it', () => {
    expect(analyze('average volume for porter (PRT)', KEGS).analysis.filters).toEqual({});
  });
});
