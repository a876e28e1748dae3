import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a bound joined to an earlier one by "and", with words of its own, is on the field those words name', () => {
  // an invented island register: shares of output and a jobless rate
  const ISLES = { fields: ['isle_id', 'isle_nm', 'FishingPctGDP', 'TourismPctGDP', 'JoblessRate_pct'], collections: ['isles'] };
  test('each bound keeps its own field', () => {
    const result = analyze('isles with fishing above 20% of GDP and joblessness under 6%', ISLES, { explain: true });
    expect(result.analysis.filters).toEqual({ FishingPctGDP: { $gt: 20 }, JoblessRate_pct: { $lt: 6 } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.compare$lt+joined-bound');
  });
  test('a bound with no words of its own stays on the field before', () => {
    expect(analyze('isles with fishing over 20% of GDP and under 40%', ISLES).analysis.filters).toEqual({ FishingPctGDP: { $gt: 20, $lt: 40 } });
  });
});
