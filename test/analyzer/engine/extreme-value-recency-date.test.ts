import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('operation: a recency whose words go on to name the date it ranks by asks that date\'s extreme (RECENCY_READINGS, recencyDateEnd)', () => {
  // an invented observatory: telescopes installed, and the nights each was used
  const OBSERVATORY = {
    fields: ['_id', 'telescopeId', 'telescopeName', 'mirrorCm', 'installation_date', 'sessionId', 'observe_date', 'hours'],
    collections: ['telescopes', 'sessions'],
  };

  test('"earliest installation date of any telescope" is the minimum installation date (metric.extreme-value)', () => {
    const r = analyze('earliest installation date of any telescope', OBSERVATORY, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$min', metric: 'installation_date', sort: {}, limit: null });
    expect(r.explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.extreme-value']);
  });

  test('"latest observe date for each telescope" is the maximum per telescope (extreme-per-group)', () => {
    const r = analyze('latest observe date for each telescope', OBSERVATORY, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'observe_date', sort: {}, limit: null });
    expect(r.analysis.groupBy).toEqual(['telescopeId']);
    expect(r.explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.extreme-per-group']);
  });

  test('"the newest telescope" names the record: still the top one by its date', () => {
    expect(analyze('show the newest telescope', OBSERVATORY).analysis).toMatchObject({ operation: null, limit: 1 });
  });
});
