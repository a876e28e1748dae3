import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a field named for a neighbourhood-sized area holds a place (filters.place-value)', () => {
  // an invented choir society: singers by suburb and voice part
  const CHOIR = { fields: ['singer_id', 'full_name', 'voice_part', 'suburb', 'joined_on'], collections: ['singers'] };
  // an invented parish council: allotments by neighbourhood
  const PLOTS = { fields: ['plot_no', 'holder', 'neighbourhood', 'size_sqm'], collections: ['allotments'] };
  test('a name after "in" goes to the suburb or neighbourhood field', () => {
    const choir = analyze('Which singers live in Glenmore Heights?', CHOIR, { explain: true });
    expect(choir.analysis.filters).toEqual({ suburb: 'Glenmore Heights' });
    expect(choir.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.place-value');
    expect(analyze('allotments in Eastbrook', PLOTS).analysis.filters).toEqual({ neighbourhood: 'Eastbrook' });
  });
});
