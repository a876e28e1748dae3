import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "most <participle>" ranks by the field named by the noun of its verb (sort.participle-derived-noun)', () => {
  // an invented archive of speeches: how often each was quoted
  const ARCHIVE = { fields: ['speech_id', 'title', 'shelf', 'quotations', 'added_on', 'branch_id'], collections: ['titles', 'branches'] };

  test('"most quoted first" beside `quotations` sorts by it from high to low, not by a date', () => {
    const r = analyze('List the titles on shelf B, most quoted first.', ARCHIVE);
    expect(r.analysis.sort).toEqual({ quotations: -1 });
  });

  test('"the least quoted title" ranks from the bottom', () => {
    const r = analyze('Which is the least quoted title?', ARCHIVE);
    expect(r.analysis.sort).toEqual({ quotations: 1 });
  });
});
