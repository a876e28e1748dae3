import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

describe('filters: an entity noun reaches the key its schema writes shorter', () => {
  /** A pottery: kilns keyed by a shortened word, firings in them, and staff named in two words. */
  const POTTERY = {
    fields: ['kln_id', 'kln_label', 'max_temp_c', 'firing_id', 'fired_on', 'pieces', 'Staff_ID', 'Full_Name', 'vol_id', 'shift_hours'],
    collections: ['Kiln', 'Firing', 'Staff_Member', 'Volunteer'],
  };

  test('a collection noun with some of its letters in order as the key\'s owner (filters.entity-number+shortened-key)', () => {
    expect(analyze('firings in kiln 42', POTTERY).analysis.filters).toEqual({ kln_id: 42 });
    expect(rules('firings in kiln 42', POTTERY)).toContain('filters.entity-number+shortened-key');
  });

  test('an entity named in two words keyed by its first (filters.entity-number+leading-word)', () => {
    expect(analyze('firings loaded by staff member 17', POTTERY).analysis.filters).toEqual({ Staff_ID: 17 });
    expect(rules('firings loaded by staff member 17', POTTERY)).toContain('filters.entity-number+leading-word');
  });

  test('a code after an entity noun goes to its shortened key', () => {
    expect(analyze('shifts of volunteer V2231B', POTTERY).analysis.filters).toEqual({ vol_id: 'V2231B' });
  });
});

/** A seed bank: field trials and seed lots, bins with both a key and a code. */
const SEEDS = {
  fields: ['trial_id', 'started_on', 'lot_id', 'sown_on', 'Bin_ID', 'Bin_Code', 'Capacity'],
  collections: ['field_trial', 'seed_lot', 'Storage_Bin'],
};

describe('filters: the letters of a bare code name the entity and the field it goes to', () => {
  test.each([
    // an entity with a code beside its key keeps a lettered value in the code
    ['BN-0042', { Bin_Code: 'BN-0042' }],
    // the initials of a collection's whole name pick its key
    ['FT-2201', { trial_id: 'FT-2201' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, SEEDS).analysis.filters).toEqual(expected);
  });
});
