import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "which X was <done> first" ranks by the date the verb names, oldest first (sort.verb-dated-first)', () => {
  // an invented lighthouse register
  const COAST = { fields: ['_id', 'Light_ID', 'Light_Name', 'Commissioned_Year', 'Keeper_ID', 'Keeper_Name'], collections: ['lights', 'keepers'] };

  test('"which lighthouse was commissioned first?" is the one commissioned earliest', () => {
    const r = analyze('Which lighthouse was commissioned first?', COAST, { explain: true });
    expect(r.analysis).toMatchObject({ sort: { Commissioned_Year: 1 }, limit: 1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.verb-dated-first']);
  });

  test('"…, newest first" is no verb done first', () => {
    expect(analyze('List the keepers, newest first', COAST, { explain: true }).explanation?.sort.evidence.map((e) => e.rule)).not.toContain('sort.verb-dated-first');
  });

  test('"the first keeper to retire" ranks by the date of the verb after "to", oldest first', () => {
    const HARBOUR = { fields: ['_id', 'Light_ID', 'Light_Name', 'Commissioned_Year', 'Keeper_ID', 'Keeper_Name', 'Retire_Year'], collections: ['lights', 'keepers'] };
    const r = analyze('first keeper to retire', HARBOUR, { explain: true });
    expect(r.analysis.sort).toEqual({ Retire_Year: 1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.verb-dated-first']);
    expect(r.explanation?.sort.evidence[0]?.span?.[0]).toBeGreaterThanOrEqual(0);
  });
});
