import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A lettings agency: tenants keep a nested address and embedded viewings; lodges (another collection) keep a flat city. */
const LETTINGS = {
  collections: ['lodges', 'tenants'],
  fields: [
    'tenantId', 'surname', 'address.street', 'address.city', 'viewings', 'viewings.viewingId', 'viewings.city',
    'lodgeId', 'lodgeName', 'city', 'rooms',
  ],
};

describe('a group key another collection keeps, asked of the one collection named', () => {
  test('is read from the named records\' own field ending in the same word (groupBy.*+named-records)', () => {
    const { analysis, explanation } = analyze('count of tenants by city', LETTINGS, { explain: true });
    expect(analysis.groupBy).toEqual(['address.city']);
    expect(explanation!.groupBy.evidence.some((e) => e.rule.endsWith('+named-records'))).toBe(true);
  });

  test('the records\' own key stays when the collection keeping it is the one named', () => {
    expect(analyze('count of lodges by city', LETTINGS).analysis.groupBy).toEqual(['city']);
  });
});
