import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('groupBy: "per <record>" keyed by the document\'s own _id is no grouping (groupBy.per)', () => {
  // an invented glider club: flights as documents, each with its pilot and its measures
  const CLUB = {
    fields: ['_id', 'pilotId', 'gliderId', 'launchedAt', 'climbMeters', 'airtimeMin', 'name', 'licence', 'model', 'wingspanM'],
    collections: ['flights', 'gliders', 'pilots'],
  };
  test('an average per flight is the average over flights', () => {
    const result = analyze('average climb per flight', CLUB);
    expect(result.analysis.operation).toBe('$avg');
    expect(result.analysis.metric).toBe('climbMeters');
    expect(result.analysis.groupBy).toEqual([]);
  });
  test('"per <record>" with a field linking to it still groups', () => {
    const result = analyze('average climb per pilot', CLUB, { explain: true });
    expect(result.analysis.groupBy).toEqual(['pilotId']);
    expect(result.explanation?.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.per');
  });
});
