import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "sort by that count" points back at the count per group (sort.by-count)', () => {
  // an invented library network: branches in districts
  const LIBRARIES = { fields: ['_id', 'Branch_ID', 'Branch_Name', 'District', 'Shelves'], collections: ['branches'] };

  test('the demonstrative before the count word is skipped', () => {
    const r = analyze('count the branches per district and sort by that count, largest first', LIBRARIES, { explain: true });
    expect(r.analysis.groupBy).toEqual(['District']);
    expect(r.analysis.sort).toEqual({ count: -1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.by-count']);
  });
});
