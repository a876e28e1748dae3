import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: bicycles with their repairs embedded (the parent path not listed on its own). */
const WORKSHOP = {
  fields: ['bike_id', 'frame_size', 'owner_name', 'repairs.repair_id', 'repairs.date', 'repairs.part_code', 'repairs.part_name', 'repairs.labour_min'],
  collections: ['bikes'],
};

describe('the group of a count ranking', () => {
  test.each([
    // the word a key field of an embedded record is named by, with its parent path unlisted
    ['part replaced most often', 'repairs.part_code'],
    ['count by part', 'repairs.part_code'],
    // a time frame after a frequency ranking bounds the records; the group is the noun before
    ['part replaced most often last year', 'repairs.part_code'],
    ['part replaced most often this month', 'repairs.part_code'],
  ])('%p → grouped by %p', (prompt, key) => {
    expect(analyze(prompt, WORKSHOP).analysis).toMatchObject({ operation: '$count', groupBy: [key] });
  });

  test.each([
    // a time unit with no time frame is still a group
    ['the month with the most repairs', ['month']],
    // a measure is no key
    ['labour minutes last year', []],
    ['list bikes repaired last year', []],
  ])('%p → groups %p', (prompt, groupBy) => {
    expect(analyze(prompt, WORKSHOP).analysis.groupBy).toEqual(groupBy);
  });
});

/** A made-up schema: voyages with an origin and a destination, each keeping a port and a country code. */
const VOYAGES = {
  fields: ['voyage_id', 'origin.port_code', 'destination.port_code', 'origin.country_code', 'destination.country_code', 'cargo_t'],
  collections: ['voyages'],
};

/** A made-up schema: parcels with a sender and a receiver, each keeping a city code. */
const PARCELS = { fields: ['parcel_id', 'sender.city_code', 'receiver.city_code', 'weight_kg'], collections: ['parcels'] };

describe('last-segment words shared by several key fields name the one whose enclosing noun is said before, else none', () => {
  test.each([
    ['destination port used most often', VOYAGES, ['destination.port_code']],
    ['origin port used most often', VOYAGES, ['origin.port_code']],
    ['receiver city with the most parcels', PARCELS, ['receiver.city_code']],
  ])('%p → its group key', (prompt, schema, groupBy) => {
    expect(analyze(prompt, schema).analysis.groupBy).toEqual(groupBy);
  });

  test.each([
    ['count by port', VOYAGES],
    ['busiest port used most often', VOYAGES],
    ['which city is used most often', PARCELS],
  ])('%p groups by none of the shared leaves', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.groupBy).toEqual([]);
  });
});
