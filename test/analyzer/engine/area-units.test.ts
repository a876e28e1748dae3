import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields: an area unit ending a field name (hectares, acres) is dropped as other units are (field.unit-stripped)', () => {
  // an invented nature trust: reserves and their size
  const TRUST = { fields: ['_id', 'Reserve_ID', 'Reserve_Name', 'County', 'Area_Acres', 'Founded_Year'], collections: ['reserves'] };

  test('"the largest area" ranks by the field measured in acres', () => {
    const r = analyze('Which reserve covers the largest area?', TRUST, { explain: true });
    expect(r.analysis.sort).toEqual({ Area_Acres: -1 });
    expect(r.analysis.limit).toBe(1);
  });
});
