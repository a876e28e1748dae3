import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented walking club: each club keeps its outings, with their distance and the walk's leader
const CLUBS = { fields: ['clubName', 'outings', 'outings.outingNo', 'outings.distance', 'outings.leader'], collections: ['clubs', 'regions'] };

describe('groupBy: "<measure> per <record>" where the measure is kept on those records is no group', () => {
  test('the average distance per outing is one figure over the outings', () => {
    const { analysis, explanation } = analyze('average distance per outing', CLUBS, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(explanation?.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.no-group+measured-records']);
  });
  test('per another field of the records still groups', () => {
    expect(analyze('average distance per leader', CLUBS).analysis.groupBy).toEqual(['outings.leader']);
  });
});
