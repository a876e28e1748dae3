import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: surpass, exceeded, beyond and beneath compare like over and under', () => {
  const KILNS = { fields: ['kiln_id', 'kiln_name', 'peak_temperature', 'firing_hours'], collections: ['kilns'] };
  test.each([
    ['kilns whose peak temperature surpasses 1200', { peak_temperature: { $gt: 1200 } }],
    ['kilns that exceeded 1200 in peak temperature', { peak_temperature: { $gt: 1200 } }],
    ['kilns with firing hours beyond 30', { firing_hours: { $gt: 30 } }],
    ['kilns whose peak temperature stays beneath 900', { peak_temperature: { $lt: 900 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, KILNS).analysis.filters).toEqual(expected);
  });
});

describe('filters: "over a <noun> of N" compares the measure the noun names, though no field is called by it', () => {
  const HIVES = { fields: ['hive_no', 'apiary', 'Inspections', 'Inspections.inspection_id', 'Inspections.honey_value'], collections: ['hives'] };
  const DRONES = { fields: ['drone_no', 'model', 'cruise_velocity'], collections: ['drones'] };
  test('the measure named before "of"', () => {
    const { analysis, explanation } = analyze('inspections logging above a value of 40', HIVES, { explain: true });
    expect(analysis.filters).toEqual({ 'Inspections.honey_value': { $gt: 40 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt+noun-of']);
  });
  test('an attribute the noun stands for', () => {
    expect(analyze('drones that fly beyond a speed of 60', DRONES).analysis.filters).toEqual({ cruise_velocity: { $gt: 60 } });
  });
  test.each([
    ['hives kept for over an age of 3', HIVES],
    ['drones sold above a price of 900', DRONES],
  ])('no field is named by the noun: no identifier takes the number (%p)', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual({});
  });
});

describe('filters: a comparative right before a number bounds it without "than"', () => {
  const KILNS = { fields: ['kiln_id', 'kiln_name', 'peak_temperature', 'firing_hours'], collections: ['kilns'] };
  // an invented water board: wells keep their depth, and water samples taken from them
  const WELLS = { fields: ['well_code', 'village', 'depth_m', 'Samples', 'Samples.nitrate', 'Samples.taken_on'], collections: ['wells'] };
  test('the field named before it', () => {
    const { analysis, explanation } = analyze('which wells were dug to a depth greater 12?', WELLS, { explain: true });
    expect(analysis.filters).toEqual({ depth_m: { $gt: 12 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt+bare-comparative']);
  });
  test('a lower bound the same way', () => {
    expect(analyze('list kilns with peak temperature lower 900', KILNS).analysis.filters).toEqual({ peak_temperature: { $lt: 900 } });
  });
});

describe('filters: a measure noun right before a bound that names no field stands for its attribute', () => {
  // an invented courier depot: parcels keep their mass, and the scans made of them
  const PARCELS = { fields: ['parcel_ref', 'recipient', 'mass_kg', 'Scans', 'Scans.scanner', 'Scans.scanned_at'], collections: ['parcels'] };
  test('a plural measure noun', () => {
    expect(analyze('which parcels in the depot have weights under 3?', PARCELS).analysis.filters).toEqual({ mass_kg: { $lt: 3 } });
  });
});

describe('filters: "the <number> mark" after a comparison is the bound', () => {
  const KILNS = { fields: ['kiln_id', 'kiln_name', 'peak_temperature', 'firing_hours'], collections: ['kilns'] };
  test('the field named before the comparison', () => {
    const { analysis, explanation } = analyze('kilns whose firing hours stay under the 30 mark', KILNS, { explain: true });
    expect(analysis.filters).toEqual({ firing_hours: { $lt: 30 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$lt+threshold-noun']);
  });
});

describe('filters: a verb of giving before a bound compares what was given', () => {
  // an invented telethon: pledges keep the supporter's name, the sum given and a line count
  const PLEDGES = { fields: ['pledge_id', 'supporter_name', 'calls', 'amount'], collections: ['pledges'] };
  test.each([
    ['supporters who donated more than 50', { amount: { $gt: 50 } }],
    ['names of supporters who contributed at least 20', { amount: { $gte: 20 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, PLEDGES).analysis.filters).toEqual(expected);
  });
});

describe('filters: a bound opening "that is" is said of the field named right before the clause', () => {
  // an invented weightlifting meet: athletes hold their lifter records, each with a snatch and a total
  const MEET = { fields: ['athlete_id', 'name', 'lifter', 'lifter.lifter_id', 'lifter.snatch', 'lifter.total'], collections: ['athletes'] };
  test.each([
    ['names of lifters with a total score that is more than 300', { 'lifter.total': { $gt: 300 } }],
    ['names of lifters with a total result which was below 250', { 'lifter.total': { $lt: 250 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, MEET).analysis.filters).toEqual(expected);
  });
});
