import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('length words reach a distance field: "shortest" ranks by it, "length" measures it', () => {
  // an invented hiking club: trails with their distance
  const CLUB = { fields: ['_id', 'Trail_ID', 'Trail_Name', 'Region', 'Distance_Miles', 'Opened_Year'], collections: ['trails'] };

  test('"the 3 shortest trails" sorts by the distance (sort.concept-length)', () => {
    const r = analyze('List the names of the 3 shortest trails.', CLUB, { explain: true });
    expect(r.analysis.sort).toEqual({ Distance_Miles: 1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.concept-length']);
  });

  test('"average trail length" averages the distance', () => {
    expect(analyze('average trail length per region', CLUB).analysis).toMatchObject({ operation: '$avg', metric: 'Distance_Miles' });
  });
});
