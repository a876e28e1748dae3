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

describe('last-segment words shared by several key fields name none of them', () => {
  test.each([['destination port used most often'], ['count by port']])('%p is not grouped by origin.port_code', (prompt) => {
    expect(analyze(prompt, VOYAGES).analysis.groupBy).not.toContain('origin.port_code');
  });
});
