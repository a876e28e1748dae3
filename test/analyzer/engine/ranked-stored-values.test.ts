import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const PARCELS = { fields: ['_id', 'parcel_ref', 'customer_code', 'weighed_at', 'weight_kg', 'customer_name'], collections: ['customers', 'parcels'] };

describe('a recency superlative before the name of a date field asks for that date', () => {
  test('the date\'s extreme, not the record holding it', () => {
    const r = analyze('earliest weighing date we have for CU-7', PARCELS, { explain: true });
    expect(r.analysis.operation).toBe('$min');
    expect(r.analysis.metric).toBe('weighed_at');
    expect(r.analysis.sort).toEqual({});
    expect(r.analysis.limit).toBeNull();
  });

  test('a number of them asked for lists the records', () => {
    const r = analyze('show the 3 earliest weighing dates for CU-7', PARCELS, { explain: true });
    expect(r.analysis.operation).toBeNull();
    expect(r.analysis.limit).toBe(3);
  });
});

// rafts keep how many paddlers each has, beside the paddlers themselves
const RAFTS = {
  fields: ['_id', 'name', 'river', 'paddlerCount', 'paddlers', 'paddlers.userId', 'launchedAt', 'email', 'displayName'],
  collections: ['rafts', 'users'],
};

describe('a stored count ranking the records that keep it', () => {
  test('one group per document is no group: the records are sorted by their count', () => {
    const r = analyze('which raft has the most paddlers?', RAFTS, { explain: true });
    expect(r.analysis.intent).toBe('find');
    expect(r.analysis.operation).toBeNull();
    expect(r.analysis.groupBy).toEqual([]);
    expect(r.analysis.sort).toEqual({ paddlerCount: -1 });
    expect(r.explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.stored-count-ranked+own-records');
  });

  test('groups by a field the records share still add the stored counts up', () => {
    const r = analyze('which river has the most paddlers?', RAFTS, { explain: true });
    expect(r.analysis.operation).toBe('$sum');
    expect(r.analysis.groupBy).toEqual(['river']);
  });
});
