import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a made-up schema: divers with a score the question may call by another name, and weekly charts
const DIVING = { fields: ['Diver_ID', 'Diver_name', 'Nation', 'points_score'], collections: ['diver'] };
const CHARTS = { fields: ['Chart_ID', 'Track', 'Weeks_Listed', 'Chart_Date'], collections: ['chart'] };

describe('sort: a superlative whose field goes by another name', () => {
  test('the one at the top: ranked by the rating-like field, limited to one', () => {
    const { sort, limit } = analyze('Show the name of the diver with the highest overall mark.', DIVING).analysis;
    expect(sort).toEqual({ points_score: -1 });
    expect(limit).toBe(1);
  });

  test('"the lowest" ranks that field from the bottom', () => {
    const { sort, limit } = analyze('Which diver earned the lowest overall mark?', DIVING).analysis;
    expect(sort).toEqual({ points_score: 1 });
    expect(limit).toBe(1);
  });

  test('"starting with the smallest" only says where the order starts', () => {
    expect(analyze('List all diver names, starting with the smallest mark.', DIVING).analysis.limit).toBeNull();
  });

  test('"at the top" is a place, not a ranking', () => {
    const { sort, limit } = analyze('List the tracks of charts that stayed more than two weeks at the top.', CHARTS).analysis;
    expect(sort).toEqual({});
    expect(limit).toBeNull();
  });
});
