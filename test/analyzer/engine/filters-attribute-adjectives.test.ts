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

describe('filters: who owns or runs a thing, said by an adjective the dictionary reads otherwise (filters.attribute-adjective)', () => {
  // an invented register of ferry piers: each pier keeps its ownership and a berth count
  const PIERS = { fields: ['pier_id', 'pier_name', 'ownership', 'berths', 'opened_year'], collections: ['piers'] };
  test('"private piers", "municipal piers" are values of the ownership field', () => {
    const { analysis, explanation } = analyze('How many private piers are there?', PIERS, { explain: true });
    expect(analysis.filters).toEqual({ ownership: 'private' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.attribute-adjective');
    expect(analyze('average berths of municipal piers', PIERS).analysis.filters).toEqual({ ownership: 'municipal' });
  });
});
