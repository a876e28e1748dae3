import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "largest first" ending a grouped figure orders the groups by that figure (sort.groups-by-figure)', () => {
  // an invented quay: crane lifts with their loads
  const QUAY = { fields: ['_id', 'liftId', 'crane', 'loadKg', 'liftedAt'], collections: ['lifts'] };

  test('the figure computed per group is the key, in the direction said', () => {
    const down = analyze('average load of lifts per crane, largest first', QUAY, { explain: true });
    expect(down.analysis.sort).toEqual({ loadKg: -1 });
    expect(down.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.groups-by-figure']);
    expect(analyze('total load of lifts by crane, smallest first', QUAY).analysis.sort).toEqual({ loadKg: 1 });
  });

  test('an accumulator word between the direction and "first" still names the figure (no single record)', () => {
    const r = analyze('average load of lifts per crane, highest average first', QUAY);
    expect(r.analysis.sort).toEqual({ loadKg: -1 });
    expect(r.analysis.limit).toBeNull();
  });

  test('counted groups keep their count as the key', () => {
    expect(analyze('how many lifts per crane, largest first', QUAY).analysis.sort).toEqual({ count: -1 });
  });
});
