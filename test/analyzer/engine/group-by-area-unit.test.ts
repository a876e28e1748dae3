import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('groupBy: "more than 300 acres" measures a value, it counts no records (no groupBy.count-threshold)', () => {
  // an invented land registry: estates in provinces
  const LAND = { fields: ['_id', 'Estate_ID', 'Estate_Name', 'Province', 'Area', 'Owner'], collections: ['estate'] };

  test('an area unit after the number is no counted thing', () => {
    const r = analyze('Which estates in Tuscany province cover more than 300 acres?', LAND);
    expect(r.analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [] });
  });

  test('records after the number are still counted per group', () => {
    expect(analyze('Which provinces have more than 30 estates?', LAND).analysis.groupBy).toEqual(['Province']);
  });
});
