import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A hospital: patients keep the ward they lie in as `home_ward` and embed transfers between wards; wards their own code. */
const HOSPITAL = {
  fields: ['_id', 'patient_no', 'full_name', 'home_ward', 'admitted_on', 'transfers.transfer_id', 'transfers.date', 'transfers.from_ward',
    'transfers.to_ward', 'transfers.doctor_id', 'ward_code', 'ward_name', 'floor', 'beds', 'doctor_id', 'doctor_name', 'specialty'],
  collections: ['patients', 'wards', 'doctors'],
};

/** A haulier: drivers keep the depot they are based at as `assigned_depot`. */
const HAULIER = {
  fields: ['_id', 'driver_id', 'name', 'assigned_depot', 'licence_class', 'depot_code', 'city', 'capacity'],
  collections: ['drivers', 'depots'],
};

/** A league: matches point at two stadiums in roles no word of a question tells apart. */
const LEAGUE = {
  fields: ['match_id', 'played_on', 'home_stadium', 'alt_stadium', 'attendance', 'stadium_code', 'stadium_name', 'seats'],
  collections: ['matches', 'stadiums'],
};

describe('filters: a code after a lookup\'s noun, said of other records, is their pointer named by that noun', () => {
  test.each([
    ['patients in ward W-12', { home_ward: 'W-12' }],
    ['patients in ward 12', { home_ward: 12 }],
    ['drivers at depot D-4', { assigned_depot: 'D-4' }],
    // a route word picks the end of the embedded move
    ['patients transferred into ward W-3', { 'transfers.to_ward': 'W-3' }],
    ['patients moved into W-3', { 'transfers.to_ward': 'W-3' }],
  ] as const)('%p', (prompt, expected) => {
    expect(analyze(prompt, prompt.startsWith('drivers') ? HAULIER : HOSPITAL).analysis.filters).toEqual(expected);
  });

  test.each([
    // the lookup's own records
    ['show ward W-12', HOSPITAL, { ward_code: 'W-12' }],
    ['depot D-4', HAULIER, { depot_code: 'D-4' }],
    // two pointers with nothing to choose between them
    ['matches at stadium S-1', LEAGUE, { stadium_code: 'S-1' }],
  ] as const)('not %p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
});

describe('groupBy: a lookup grouped over other records is keyed by their pointer named by its noun', () => {
  test.each([
    ['number of patients per ward', HOSPITAL, 'groupBy.per+records-pointer', ['home_ward']],
    ['drivers per depot', HAULIER, 'groupBy.per+records-pointer', ['assigned_depot']],
    ['top 3 wards by number of patients', HOSPITAL, 'groupBy.top-by-count+counted-records-key', ['home_ward']],
  ] as const)('%p', (prompt, schema, rule, expected) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.groupBy).toEqual([...expected]);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toContain(rule);
  });

  test.each([
    // a figure of the lookup's own records
    ['average beds per ward', HOSPITAL, ['ward_code']],
    // moves in both directions: neither end is the group
    ['count of transfers per ward', HOSPITAL, ['ward_code']],
    ['number of matches per stadium', LEAGUE, ['stadium_code']],
  ] as const)('not %p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.groupBy).toEqual([...expected]);
  });
});
