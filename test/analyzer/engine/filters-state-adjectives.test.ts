import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a yes/no field named by a state adjective (filters.flag-state-word)', () => {
  // an invented removals firm: crates that may be fragile, flats that may be vacant
  const CRATES = { fields: ['crate_id', 'contents', 'fragile', 'weight_kg'], collections: ['crates'] };
  const FLATS = { fields: ['flat_id', 'street', 'vacant', 'rent'], collections: ['flats'] };
  test('the adjective before the records or after "is"/"are" says the flag holds', () => {
    const fragile = analyze('How many fragile crates are there?', CRATES, { explain: true });
    expect(fragile.analysis.filters).toEqual({ fragile: true });
    expect(fragile.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.flag-state-word');
    expect(analyze('Which flats are vacant?', FLATS).analysis.filters).toEqual({ vacant: true });
  });
});
