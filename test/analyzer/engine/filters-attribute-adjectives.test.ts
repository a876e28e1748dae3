import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: an adjective whose dictionary attribute names one text field is its value (filters.attribute-adjective)', () => {
  // an invented beehive register: hives embed their colonies, each graded for strength and brood quality
  const HIVES = {
    fields: ['hive_no', 'apiary', 'queen_year', 'colonies', 'colonies.strength', 'colonies.brood_quality', 'colonies.frames', 'checked_on'],
    collections: ['hives'],
  };
  test('before the records: "weak" names a strength', () => {
    const { analysis, explanation } = analyze('hives with weak colonies', HIVES, { explain: true });
    expect(analysis.filters).toEqual({ 'colonies.strength': 'weak' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.attribute-adjective']);
  });
  test('before the field itself: "good" names a quality', () => {
    expect(analyze('hives with good brood quality', HIVES).analysis.filters).toEqual({ 'colonies.brood_quality': 'good' });
  });
  test('an adjective whose attribute no text field names takes nothing', () => {
    expect(analyze('tall hives', HIVES).analysis.filters).toEqual({});
    expect(analyze('hives with frequent checks', HIVES).analysis.filters).toEqual({});
  });
});
