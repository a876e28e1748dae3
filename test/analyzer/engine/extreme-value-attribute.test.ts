import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('"fastest"/"slowest" rank a time field, and before that field ask its one value (operation.extreme-value)', () => {
  // an invented rowing regatta: crews and their heat times
  const REGATTA = { fields: ['_id', 'Crew_ID', 'Crew_Name', 'Heat_ID', 'Heat_Time_Sec', 'Lane'], collections: ['crews', 'heats'] };

  test('"the fastest crew" sorts by the time, shortest first (sort.attribute-fastest)', () => {
    const r = analyze('Which crew was the fastest?', REGATTA, { explain: true });
    expect(r.analysis.sort).toEqual({ Heat_Time_Sec: 1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.attribute-fastest']);
  });

  test('"what is the fastest heat time …" is the minimum of the time', () => {
    const r = analyze('What is the fastest heat time recorded in lane 4?', REGATTA, { explain: true });
    expect(r.analysis).toMatchObject({ intent: 'aggregate', operation: '$min', metric: 'Heat_Time_Sec', sort: {}, limit: null });
    expect(r.explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.extreme-value']);
  });

  test('"the slowest heat time in each lane" stays one extreme per lane', () => {
    expect(analyze('What is the slowest heat time in each lane?', REGATTA).analysis).toMatchObject({ operation: '$max', metric: 'Heat_Time_Sec', groupBy: ['Lane'] });
  });
});
