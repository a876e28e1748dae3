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
