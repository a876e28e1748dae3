import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: "first" one word after a superlative only orders the list (no single record)', () => {
  // an invented park service: rangers and when they were hired
  const PARK = { fields: ['_id', 'rangerName', 'hireDate', 'park'], collections: ['rangers'] };

  test('"most recently hired first" sorts and keeps every ranger', () => {
    const r = analyze('list the rangers of the north park, most recently hired first', PARK, { explain: true });
    expect(r.analysis.sort).toEqual({ hireDate: -1 });
    expect(r.analysis.limit).toBeNull();
  });

  test('a superlative without "first" still picks the one record', () => {
    expect(analyze('which ranger was hired most recently?', PARK).analysis.limit).toBe(1);
  });
});
