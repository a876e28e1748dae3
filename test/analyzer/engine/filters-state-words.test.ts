import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a repair workshop: yes/no fields named by one state word, or by "in" and a state
const WORKSHOP = {
  fields: ['ticket_id', 'device', 'owner_name', 'collected', 'refunded', 'valid', 'in_warranty', 'opened', 'technicians', 'technicians.tech_id', 'technicians.enabled'],
  collections: ['tickets', 'technicians'],
};
const filters = (prompt: string) => analyze(prompt, WORKSHOP).analysis.filters;
const rules = (prompt: string) => analyze(prompt, WORKSHOP, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

describe('filters: a yes/no field whose name is one state word', () => {
  test.each([
    ['how many collected tickets', { collected: true }],
    ['tickets that were not collected', { collected: false }],
    ['tickets never collected', { collected: false }],
    ['tickets that haven\'t been refunded yet', { refunded: false }],
    ['how many tickets have not been collected', { collected: false }],
    ['list uncollected tickets', { collected: false }],
    ['which tickets are valid', { valid: true }],
    ['how many tickets came back refunded', { refunded: true }],
    ['how many tickets arrived opened', { opened: true }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the evidence names the state-word rule', () => {
    expect(rules('tickets that were not collected')).toEqual(['filters.flag-state-word']);
  });

  test.each([
    // the word is a verb with its object, or said of a value, or followed by a date: no state
    ['owners who collected tickets last week'],
    ['tickets collected on a Monday'],
    ['the device that was refunded by the technician'],
  ])('%p is no state of the records', (prompt) => {
    expect(Object.values(filters(prompt)).filter((v) => typeof v === 'boolean')).toEqual([]);
  });
});

describe('filters: a yes/no field named "in <state>"', () => {
  test.each([
    ['tickets in warranty', { in_warranty: true }],
    ['how many tickets are out of warranty', { in_warranty: false }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });
});

describe('filters: a yes/no field named by what its records do', () => {
  const CAFES = { fields: ['cafe_id', 'cafe_name', 'servingBreakfast', 'allowing_dogs', 'opening_hour'], collections: ['cafes'] };
  test.each([
    ['cafes allowing dogs', { allowing_dogs: true }],
    ['cafes that are not serving breakfast', { servingBreakfast: false }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, CAFES).analysis.filters).toEqual(expected);
  });
});

describe('filters: a yes/no field named by a state and who gave it', () => {
  // an invented allotment society: plots inspected by the guild, and the sheds on them
  const PLOTS = {
    fields: ['plot_no', 'gardener', 'Guild_inspected', 'Sheds', 'Sheds.shed_no', 'Sheds.material', 'water_meter'],
    collections: ['allotments'],
  };
  test.each([
    ['allotments that are guild inspected', { Guild_inspected: true }],
    ['guild-inspected allotments', { Guild_inspected: true }],
    ['Which allotments have not been inspected by the guild?', { Guild_inspected: false }],
    // the records called by a word the schema does not use, then a relative clause saying the state of them
    ['garden plots which were inspected by the guild', { Guild_inspected: true }],
    ['vegetable patches which were never guild inspected', { Guild_inspected: false }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, PLOTS).analysis.filters).toEqual(expected);
  });

  test('a relative clause about a value of the records says no state of them', () => {
    expect(analyze('the water meter that was guild inspected', PLOTS).analysis.filters).toEqual({});
  });
});

describe('filters: a yes/no field named by a state and the thing in it, denied', () => {
  const PARCELS = { fields: ['parcel_id', 'weight_kg', 'insuredShipment', 'signedReceipt', 'insuredAt'], collections: ['parcels'] };
  test('uninsured parcels', () => {
    const { analysis, explanation } = analyze('uninsured parcels', PARCELS, { explain: true });
    expect(analysis.filters).toEqual({ insuredShipment: false });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.flag-denied-state']);
  });
  test('unsigned parcels', () => {
    expect(analyze('unsigned parcels', PARCELS).analysis.filters).toEqual({ signedReceipt: false });
  });
});

describe('filters: a yes/no field holds no quantity', () => {
  const GARAGE = { fields: ['car_id', 'in_repair', 'mileage', 'repair_cost'], collections: ['cars'] };
  test('cars still in repair with more than 90,000 miles', () => {
    expect(analyze('cars still in repair with more than 90,000 miles', GARAGE).analysis.filters).toEqual({ mileage: { $gt: 90000 }, in_repair: true });
  });
});

describe('filters: "non" denies only the word it is joined to', () => {
  const STAFF = { fields: ['staff_id', 'isRemote', 'isLead'], collections: ['staff'] };
  test('non-remote leads', () => {
    expect(analyze('non-remote leads', STAFF).analysis.filters).toEqual({ isRemote: false, isLead: true });
  });
});

describe('filters: a yes or no said as a field value', () => {
  // site inspections keep their outcome as the text yes or no
  const INSPECTIONS = { fields: ['site_ref', 'inspector', 'outcome', 'visited_on', 'followups', 'followups.note'], collections: ['inspections'] };
  test.each([
    ['inspections in which the outcome was yes', { outcome: 'yes' }],
    ['show every site where the outcome equals no', { outcome: 'no' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, INSPECTIONS).analysis.filters).toEqual(expected);
  });

  test('"no" opening more words is no value', () => {
    expect(analyze('inspections whose outcome is no longer open', INSPECTIONS).analysis.filters).not.toHaveProperty('outcome', 'no');
  });
});
