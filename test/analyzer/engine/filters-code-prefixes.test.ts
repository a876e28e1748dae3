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
