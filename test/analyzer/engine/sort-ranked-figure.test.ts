import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: groups ranked by an accumulated figure are ordered by it (sort.ranked-figure)', () => {
  // an invented festival circuit: festivals and the grants that fund them
  const CIRCUIT = { fields: ['_id', 'Festival_ID', 'Festival_Name', 'Grant_ID', 'Funder', 'Amount_EUR'], collections: ['Festivals', 'Grants', 'Festival_Grants'] };

  test('"the highest total grant amount" sorts the groups by the summed amount', () => {
    const r = analyze('Which festival has the highest total grant amount?', CIRCUIT, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$sum', metric: 'Amount_EUR', limit: 1 });
    expect(r.analysis.sort).toEqual({ Amount_EUR: -1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.ranked-figure']);
  });
});
