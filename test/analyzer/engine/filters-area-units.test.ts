import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: acres and hectares after a bound measure the area field (filters.compare$gt)', () => {
  // an invented orchard registry: orchards keep a county and an area
  const ORCHARDS = { fields: ['_id', 'Orchard_ID', 'Name', 'County', 'Area', 'Planted_Year'], collections: ['orchards'] };
  test('the area takes the bound, not the field named before it', () => {
    const result = analyze('Which orchards in Dunmore County cover more than 40 acres?', ORCHARDS, { explain: true });
    expect(result.analysis.filters.Area).toEqual({ $gt: 40 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.compare$gt');
  });
  test('hectares too', () => {
    expect(analyze('orchards larger than 12 hectares', ORCHARDS).analysis.filters).toEqual({ Area: { $gt: 12 } });
  });
});
