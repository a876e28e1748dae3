import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

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
