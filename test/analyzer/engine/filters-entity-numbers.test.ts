import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a bare number after an entity noun is its identifier', () => {
  const DEPOT = {
    fields: ['crate_id', 'shelf_code', 'crate_weight', 'courier_number', 'shipped_at', 'pallets', 'pallets.pallet_id', 'pallets.height'],
    collections: ['crates'],
  };

  test.each([
    ['show crate 20417', { crate_id: 20417 }],
    ['crates on shelf 12', { shelf_code: 12 }],
    ['crates handled by courier #88', { courier_number: 88 }],
    ['crates holding pallet 7', { 'pallets.pallet_id': 7 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, DEPOT)).toEqual(expected);
  });

  test('a plural noun before a number is no identifier', () => {
    expect(filters('crates 5', DEPOT)).toEqual({});
  });

  test('an entity without an identifier field takes no number', () => {
    expect(filters('crates in aisle 4', DEPOT)).toEqual({});
  });

  test('numbers listed after the noun, plural or not, are a list of its ids (filters.entity-number+listed)', () => {
    const result = analyze('show crates 20417 and 20418', DEPOT, { explain: true });
    expect(result.analysis.filters).toEqual({ crate_id: { $in: [20417, 20418] } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.entity-number+listed');
    expect(filters('crate 20417, 20418 or 20419', DEPOT)).toEqual({ crate_id: { $in: [20417, 20418, 20419] } });
  });

  test('numbers listed after a plural noun that a word after them counts are no ids', () => {
    expect(filters('crates 2 and 3 days late', DEPOT)).not.toHaveProperty('crate_id');
  });
});

describe('filters: a code written with letters is the entity\'s code field, not its numeric id', () => {
  const YARD = { fields: ['BayId', 'BayCode', 'capacity'], collections: ['Bays'] };

  test('letters and digits: the code field', () => {
    expect(analyze('show bay BX-0042', YARD).analysis.filters).toEqual({ BayCode: 'BX-0042' });
  });

  test('a bare number: the id field', () => {
    expect(analyze('show bay 42', YARD).analysis.filters).toEqual({ BayId: 42 });
  });
});

describe('filters: a number the sentence says identifies an entity is that entity\'s reference', () => {
  const KENNEL = {
    fields: ['kennel_id', 'kennel_number', 'Trainer', 'Breed', 'dogs', 'dogs.dog_id', 'dogs.weight', 'fee'],
    collections: ['kennels'],
  };

  test.each([
    ['show the kennel identified as 31', { kennel_id: 31 }],
    ['show the kennel identified by 31', { kennel_id: 31 }],
    ['fees of the kennel numbered 31', { kennel_number: 31 }],
    ['fees of the kennel with the number 31', { kennel_number: 31 }],
    ['kennels that have trainer number 4410', { Trainer: 4410 }],
    ['kennels holding the dog identified as 7', { 'dogs.dog_id': 7 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, KENNEL)).toEqual(expected);
  });
});

describe('filters: the noun an identifier belongs to keeps the ids of that entity', () => {
  const PARCELS = {
    fields: ['parcel_id', 'parcel_weight', 'Parcel_Couriers', 'Parcel_Couriers.parcel_id', 'Parcel_Couriers.courier_id'],
    collections: ['parcels'],
  };
  test('"courier ID 7" is on the courier id, not the parcel id of the records named', () => {
    const { analysis, explanation } = analyze('the weight of parcels that have courier ID 7', PARCELS, { explain: true });
    expect(analysis.filters).toEqual({ 'Parcel_Couriers.courier_id': 7 });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.entity-id+owner-noun']);
  });
});

test('a bare number compared with nothing named is not the key of the records named (filters.compare)', () => {
  // an invented apiary: hives are numbered and keep their apiary's key
  const APIARY = { fields: ['_id', 'hiveNo', 'apiary_id', 'swarmed', 'frame_level_number'], collections: ['hives', 'apiaries'] };
  expect(filters('hives over 40', APIARY)).not.toHaveProperty('hiveNo');
  expect(filters('hives over 40', APIARY)).not.toHaveProperty('apiary_id');
  // a key-ended field named by a word of its own measures
  expect(filters('hives with frame level above 3', APIARY)).toEqual({ frame_level_number: { $gt: 3 } });
});

describe('filters: a range after records "numbered" is on the field identifying them', () => {
  // an invented marina: berths keep their key, a contact number for the owner, and a length
  const MARINA = { fields: ['berth_id', 'owner_name', 'contact_number', 'length_m'], collections: ['berths'] };

  test.each([
    ['owners of the berths numbered 10 to 20', { berth_id: { $gte: 10, $lte: 20 } }],
    ['owners of berths numbered between 10 and 20', { berth_id: { $gte: 10, $lte: 20 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, MARINA)).toEqual(expected);
  });
});
