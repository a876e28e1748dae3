import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const PADS = { fields: ['pad_id', 'name', 'Founded_year', 'Cost', 'missions', 'missions.mission_id', 'missions.Name', 'missions.Year', 'Time'], collections: ['pads', 'crews'] };

describe('sort: a range of order that starts with "the most <adjective>"', () => {
  test('"by year from the most recent to the oldest" orders newest first and lists them all', () => {
    const { analysis } = analyze('List all the mission names by year from the most recent to the oldest.', PADS);
    expect(analysis.sort).toEqual({ 'missions.Year': -1 });
    expect(analysis.limit).toBeNull();
  });

  test('"from the most expensive to the least expensive" still reads the adjective said at both ends', () => {
    expect(analyze('Show all launches with their costs, arranged from the most expensive to the least expensive.', PADS).analysis.sort).toEqual({ Cost: -1 });
  });
});
