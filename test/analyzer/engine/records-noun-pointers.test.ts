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
    // a route word beside no pointer kept at a route's end is a plain preposition
    ['drivers assigned to depot D-4', { assigned_depot: 'D-4' }],
    ['drivers sent to depot D-4', { assigned_depot: 'D-4' }],
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

describe('filters: a count with no records named, at a lookup\'s code, counts the records keeping the one pointer to it', () => {
  test('"how many in W-12"', () => {
    const { analysis, explanation } = analyze('how many in W-12', HOSPITAL, { explain: true });
    expect(analysis.filters).toEqual({ home_ward: 'W-12' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+counted-pointer');
  });

  test.each([
    // a field of the lookup's own is counted
    ['how many beds in W-12', HOSPITAL, { ward_code: 'W-12' }],
    // nothing counted
    ['show W-12', HOSPITAL, { ward_code: 'W-12' }],
    // two pointers to choose between
    ['how many at ST-1', LEAGUE, { stadium_code: 'ST-1' }],
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

/** A fleet: vehicles embed their services, each naming the technician; depots and technicians are collections too. */
const FLEET = {
  fields: ['_id', 'reg_no', 'make', 'model', 'fuel', 'first_registered', 'status', 'current_depot', 'fleet_group', 'list_price',
    'services.service_id', 'services.date', 'services.part_code', 'services.part_name', 'services.labour_hours', 'services.technician_id',
    'services.reason', 'fuelings.date', 'fuelings.litres', 'depot_code', 'area_m2', 'depot_type', 'region', 'technician_id', 'employer',
    'town', 'phone'],
  collections: ['vehicles', 'depots', 'technicians'],
};

/** Blocks of flats embedding leases two levels down, with a status code of the leases' own; tenants a collection. */
const BLOCKS = {
  fields: ['block_id', 'block_name', 'flats', 'flats.flat_id', 'flats.block_id', 'flats.floor', 'flats.leases', 'flats.leases.lease_id',
    'flats.leases.tenant_id', 'flats.leases.lease_status_code', 'flats.leases.start_date', 'tenant_id', 'tenant_name', 'birth_date'],
  collections: ['blocks', 'tenants'],
};

/** A lending library kept flat: loans point at members, nothing embedded. */
const LIBRARY = {
  fields: ['loan_id', 'member_id', 'book_title', 'loaned_on', 'member_id', 'member_name', 'joined_on'],
  collections: ['loans', 'members'],
};

describe('collection: embedded records counted per their own pointer are read in the records embedding them', () => {
  test.each([
    ['which technician has done the most services', ['services.technician_id']],
    ['technician with the most services', ['services.technician_id']],
  ] as const)('%p', (prompt, groupBy) => {
    const { analysis, explanation } = analyze(prompt, FLEET, { explain: true });
    expect(analysis.groupBy).toEqual([...groupBy]);
    expect(analysis.collection[0]).toBe('vehicles');
    expect(explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.embeds-counted-records');
  });

  test.each([
    // nothing counted per group
    ['technicians in town Leeds', FLEET, 'technicians'],
    // records kept flat: the counted collection is named itself
    ['which member has the most loans', LIBRARY, 'loans'],
    // a key of the embedded records' own, pointing at no collection
    ['each lease status code with how many leases have it', BLOCKS, 'blocks'],
  ] as const)('not %p', (prompt, schema, first) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.collection[0]).toBe(first);
    expect(explanation?.collection.evidence.map((e) => e.rule)).not.toContain('collection.embeds-counted-records');
  });
});
