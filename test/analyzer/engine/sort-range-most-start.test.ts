import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const PADS = { fields: ['pad_id', 'name', 'Founded_year', 'Cost', 'missions', 'missions.mission_id', 'missions.Name', 'missions.Year', 'Time'], collections: ['pads', 'crews'] };

describe('sort: a range of order that starts with "the most <adjective>"', () => {
  test('"by year from the most recent to the earliest" orders newest first and lists them all', () => {
    const { analysis } = analyze("Give each mission's name, by year from the most recent to the earliest.", PADS);
    expect(analysis.sort).toEqual({ 'missions.Year': -1 });
    expect(analysis.limit).toBeNull();
  });

  test('"from the most costly to the least costly" still reads the adjective said at both ends', () => {
    expect(analyze('Give every launch and its cost, arranged from the most costly to the least costly.', PADS).analysis.sort).toEqual({ Cost: -1 });
  });
});
