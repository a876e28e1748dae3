import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a place no lexicon knows, after a verb that places the record', () => {
  const STAFF = { fields: ['staff_id', 'first_name', 'last_name', 'email_address', 'city'], collections: ['staff'] };
  const CLUBS = { fields: ['ClubID', 'ClubName', 'ClubDesc', 'ClubLocation'], collections: ['club'] };
  test.each([
    ['the first names of all staff living in Damianfort', STAFF, { city: 'Damianfort' }],
    ['staff who are based in Lockmanfurt', STAFF, { city: 'Lockmanfurt' }],
    ['the clubs located at "AKW"', CLUBS, { ClubLocation: 'AKW' }],
    ['clubs not situated in "HHH"', CLUBS, { ClubLocation: { $ne: 'HHH' } }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });

  test('a schema without a place field gets no place condition', () => {
    expect(filters('staff living in Damianfort', { fields: ['staff_id', 'first_name'], collections: ['staff'] })).not.toHaveProperty('staff_id');
  });
});

describe('filters: what someone works as, how something is paid', () => {
  const PEOPLE = { fields: ['name', 'age', 'job', 'city'], collections: ['people'] };
  const CUSTOMERS = { fields: ['customer_id', 'customer_name', 'payment_method'], collections: ['customers'] };
  test.each([
    ['people who work as engineers', PEOPLE, { job: 'engineers' }],
    ['the oldest person working as a doctor', PEOPLE, { job: 'doctor' }],
    ['customers who did not pay with Cash', CUSTOMERS, { payment_method: { $ne: 'Cash' } }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });
});
