import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('operation: a length superlative right before the field it names asks that value (operation.extreme-value)', () => {
  // an invented hiking club: trails with their distance
  const CLUB = { fields: ['_id', 'Trail_ID', 'Trail_Name', 'Start_Hut_ID', 'Distance_Miles'], collections: ['huts', 'trails'] };

  test('"what is the longest trail distance …" is the maximum of the distance', () => {
    const r = analyze('What is the longest trail distance starting from hut 9?', CLUB, { explain: true });
    expect(r.analysis).toMatchObject({ intent: 'aggregate', operation: '$max', metric: 'Distance_Miles', limit: null, sort: {} });
    expect(r.explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.extreme-value']);
  });

  test('"what is the longest trail" still picks the record', () => {
    expect(analyze('What is the longest trail?', CLUB).analysis).toMatchObject({ operation: null, sort: { Distance_Miles: -1 }, limit: 1 });
  });
});
