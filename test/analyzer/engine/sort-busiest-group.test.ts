import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "busiest" / "quietest" rank groups by how many records they have (SUPERLATIVES, count concept)', () => {
  // an invented bakery chain: ovens and the bakes done in them
  const BAKERY = { fields: ['_id', 'Oven_ID', 'Oven_Label', 'Bake_ID', 'Loaf_Kind', 'Baked_On'], collections: ['ovens', 'bakes'] };

  test('"…, busiest oven first" orders the counts per oven from most to fewest', () => {
    const r = analyze('Show how many bakes each oven has done, busiest oven first.', BAKERY);
    expect(r.analysis).toMatchObject({ operation: '$count', sort: { count: -1 } });
  });

  test('"from quietest to busiest" orders them from fewest to most', () => {
    const r = analyze('Count bakes by loaf kind, from quietest to busiest.', BAKERY);
    expect(r.analysis).toMatchObject({ operation: '$count', groupBy: ['Loaf_Kind'], sort: { count: 1 } });
  });
});

describe('sort: "busiest" / "quietest" said of a thing that keeps how many come through it rank by that number', () => {
  // an invented ferry network: terminals keep their daily riders
  const FERRIES = { fields: ['terminal_id', 'terminal_name', 'daily_riders', 'opened_year'], collections: ['terminals'] };
  test('"the busiest terminal" ranks by `daily_riders`, most first; "the quietest" fewest first', () => {
    expect(analyze('the busiest terminal', FERRIES).analysis.sort).toEqual({ daily_riders: -1 });
    expect(analyze('quietest terminal', FERRIES).analysis.sort).toEqual({ daily_riders: 1 });
  });
});
