import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A bike workshop: riders, their bikes and the repair orders opened on them, with synthetic ids. */
const WORKSHOP = {
  fields: [
    '_id', 'riderId', 'nickname', 'club.badge_id', 'club.name', 'bikes', 'bikes.bikeId', 'bikes.frameSize',
    'repairOrderNumber', 'openedOn', 'mechanic', 'labourMinutes', 'partsCost',
  ],
  collections: ['repairs', 'riders'],
};
const filters = (prompt: string) => analyze(prompt, WORKSHOP).analysis.filters;

describe('filters: a synthetic id goes to the key of the entity its letters abbreviate', () => {
  test.each([
    ['what was done under RO-5531', { repairOrderNumber: 'RO-5531' }],
    ['show everything about BK-20', { 'bikes.bikeId': 'BK-20' }],
    ['ZQ-81 details please', {}],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('one letter that starts two entities\' words names neither', () => {
    expect(filters('anything open for R-77')).not.toHaveProperty('riderId');
  });

  test('the records the id belongs to are the ones asked about', () => {
    expect(analyze('what was done under RO-5531', WORKSHOP).analysis.collection[0]).toBe('repairs');
  });
});

test('of two entities whose words hold the letters, the one kept as a collection keys the id (filters.code+letter-prefix)', () => {
  // an invented ferry line: "PS" runs through passenger and postal (`postal_code`); only passengers are records
  const FERRY = { fields: ['_id', 'passenger_id', 'postal_code', 'sailing_code', 'booked_on', 'fare'], collections: ['passengers', 'bookings'] };
  const result = analyze('bookings made for PS-00123', FERRY, { explain: true });
  expect(result.analysis.filters).toEqual({ passenger_id: 'PS-00123' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+letter-prefix');
});

describe('filters: "id" after an entity word links a code to that entity', () => {
  test('badge id ZQ-81', () => {
    expect(filters('look up badge id ZQ-81')).toEqual({ 'club.badge_id': 'ZQ-81' });
  });
});

describe('filters: a verb and its preposition before a code name the field they spell', () => {
  const LAB = { fields: ['_id', 'sample_id', 'drawn_on', 'collected_by', 'checked_by', 'freezer'], collections: ['samples'] };

  test('samples checked by S-12', () => {
    expect(analyze('samples checked by S-12', LAB).analysis.filters).toEqual({ checked_by: 'S-12' });
  });
});

describe('filters: a code no word ties to an entity is the one code the records named before it hold', () => {
  const NURSERY = { fields: ['_id', 'plant_id', 'plant_label', 'tag_code', 'pot_litres', 'grower_id', 'grower_name', 'region'], collections: ['plants', 'growers'] };

  test('which plants carry GX-4410', () => {
    expect(analyze('which plants carry GX-4410', NURSERY).analysis.filters).toEqual({ tag_code: 'GX-4410' });
  });
});

describe('filters: which field of the records named a code goes to', () => {
  // an invented courier: consignments embed their contents and the legs they travel, each leg leaving a depot
  const COURIER = {
    fields: [
      '_id', 'consignmentNo', 'contents', 'contents.sku', 'contents.count', 'legs', 'legs.depotCode', 'legs.trackingNumber',
      'legs.leftAt', 'depotCode', 'town',
    ],
    collections: ['consignments', 'depots'],
  };
  test('a code naming another collection points at it; the records\' own code takes the value (filters.code+subject-code)', () => {
    const result = analyze('consignments holding QX-5520', COURIER, { explain: true });
    expect(result.analysis.filters).toEqual({ 'contents.sku': 'QX-5520' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+subject-code');
  });
  test('embedded records named before a code keep it in the code system they hold (filters.code+code-system)', () => {
    const result = analyze('where is leg 1Z999AA10123456784', COURIER, { explain: true });
    expect(result.analysis.filters).toEqual({ 'legs.trackingNumber': '1Z999AA10123456784' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+code-system');
  });
});

test('letters giving the initials of another key of the entity name that key, not its id (filters.code+letter-prefix)', () => {
  // an invented fleet of weather buoys: each has an id and a hull number painted on it
  const BUOYS = { fields: ['_id', 'buoyId', 'hullNumber', 'mooredAt', 'depthM'], collections: ['buoys', 'visits'] };
  const result = analyze('where is buoy HN-7740 moored?', BUOYS, { explain: true });
  expect(result.analysis.filters).toEqual({ hullNumber: 'HN-7740' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+letter-prefix');
  expect(analyze('where is buoy BY-7740 moored?', BUOYS).analysis.filters).toEqual({ buoyId: 'BY-7740' });
});

test('letters a written number of the entity is named by name that number, not its id (filters.code+letter-prefix)', () => {
  // an invented repair shop: each repair job has an id and a job-card number written on it
  const JOBS = { fields: ['repair_job_id', 'jc_number', 'bay', 'opened_on'], collections: ['Repair_Jobs', 'Bays'] };
  const result = analyze('show the repair job JC-2231', JOBS, { explain: true });
  expect(result.analysis.filters).toEqual({ jc_number: 'JC-2231' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+letter-prefix');
  expect(analyze('show the repair job RJ-2231', JOBS).analysis.filters).toEqual({ repair_job_id: 'RJ-2231' });
});

test('an entity noun reaching the key the schema writes shorter says so (filters.code+shortened-key)', () => {
  // an invented ward: patients keep `pat_id`
  const WARD = { fields: ['_id', 'pat_id', 'pat_name', 'ward', 'admitted_on'], collections: ['patients', 'admissions'] };
  const result = analyze('admissions of patient P-30981', WARD, { explain: true });
  expect(result.analysis.filters).toEqual({ pat_id: 'P-30981' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.code+shortened-key']);
});

test('letters giving the initials of a collection\'s whole name say so (filters.code+collection-initials)', () => {
  // an invented seed store: seed batches keep `batch_id`
  const STORE = { fields: ['_id', 'batch_id', 'sown_on', 'grams'], collections: ['seed_batches', 'sowings'] };
  const result = analyze('sowings from SB-40212', STORE, { explain: true });
  expect(result.analysis.filters).toEqual({ batch_id: 'SB-40212' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.code+collection-initials']);
});

describe('filters: one letter keys the one entity kept as records when its rivals are parts embedded in them', () => {
  // an invented kennel: dogs keep their own number and embedded doses with theirs; dens are records of their own
  const KENNEL = { fields: ['_id', 'dog_no', 'dog_name', 'doses', 'doses.dose_id', 'doses.given_on'], collections: ['dogs'] };
  const TWO_RECORDS = { fields: ['_id', 'dog_no', 'dog_name', 'den_no', 'den_size'], collections: ['dogs', 'dens'] };
  test('a part\'s key beside it leaves the records\' key', () => {
    expect(analyze('pull up D-40912', KENNEL).analysis.filters).toEqual({ dog_no: 'D-40912' });
  });
  test('two records\' keys the letter starts name neither', () => {
    expect(analyze('pull up D-40912', TWO_RECORDS).analysis.filters).not.toHaveProperty('dog_no');
  });
  test('a top-level key of no records kept beside the part\'s leaves the letter naming none', () => {
    const kennel = { fields: ['_id', 'dog_no', 'dog_name', 'district_id', 'doses', 'doses.dose_id'], collections: ['dogs'] };
    expect(analyze('pull up D-40912', kennel).analysis.filters).toEqual({});
  });
});
