import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

describe('filters: a yes/no field named by neither prefix nor ending is set by its words said where a state is (filters.phrase-flag)', () => {
  // an invented gate-fitting firm: gates may be flood critical, visits may need a repaint coat
  const GATES = {
    fields: ['gate_id', 'flood_critical', 'width_cm', 'fitted_on', 'gate_type', 'visit_id', 'repaint_coat', 'fee_gbp', 'fitter_name', 'site_code'],
    collections: ['gates', 'visits', 'fitters'],
  };
  test('hyphenated right before a plural noun', () => {
    // the noun is not the records' own ("posts" for gates), which the hyphened-noun reading needs
    const r = analyze('how many flood-critical posts are there', GATES, { explain: true });
    expect(r.analysis.filters).toEqual({ flood_critical: true });
    expect(filterRules(r)).toEqual(['filters.phrase-flag+hyphened']);
  });
  test('after a relative pronoun and a verb of being, ending the clause', () => {
    const r = analyze('gates which are flood critical', GATES, { explain: true });
    expect(r.analysis.filters).toEqual({ flood_critical: true });
    expect(filterRules(r)).toEqual(['filters.phrase-flag+being']);
  });
  test('after a verb of needing, an article passed over', () => {
    const r = analyze('visits that required a repaint coat', GATES, { explain: true });
    expect(r.analysis.filters).toEqual({ repaint_coat: true });
    expect(filterRules(r)).toEqual(['filters.phrase-flag+had']);
  });
  test('denied, the flag is false', () => {
    expect(analyze('gates that are not flood critical', GATES).analysis.filters).toEqual({ flood_critical: false });
  });
  test('the words naming the field elsewhere, or a kind field, set nothing', () => {
    // the field named for showing or grouping, not said as a state of the records
    expect(analyze('show the flood critical column for each gate', GATES).analysis.filters).toEqual({});
    // the words not ending the clause: a condition of their own follows
    expect(analyze('gates that are flood critical in winter', GATES).analysis.filters?.flood_critical).toBeUndefined();
    expect(analyze('visits that needed a repaint coat in May 2024', GATES).analysis.filters?.repaint_coat).toBeUndefined();
    // a noun modifier before a noun, not hyphenated, is no state said
    expect(analyze('flood critical posts by fitter', GATES).analysis.filters?.flood_critical).toBeUndefined();
  });
});
