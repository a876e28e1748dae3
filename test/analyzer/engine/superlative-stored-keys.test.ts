import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a loyalty scheme: cards keep two point balances, one per scheme collection; vessels embed cabins that store counts
const SCHEME = {
  fields: ['card_no', 'holder', 'LOYALTY.card_no', 'LOYALTY.points', 'BONUS.card_no', 'BONUS.points'],
  collections: ['CARDS', 'LOYALTY', 'BONUS'],
};
const FLEET = {
  fields: ['vessel_id', 'vessel_tag', 'cabins', 'cabins.cabin_id', 'cabins.berth_count', 'cabins.bunk_count', 'cabins.deck_count'],
  collections: ['Vessels'],
};

describe('what a superlative ranks when the words after it are no plain field', () => {
  test('collection words used as adjectives before the field: the field after them', () => {
    const { analysis, explanation } = analyze('Show the holder of the card with the highest loyalty card points.', SCHEME, { explain: true });
    expect(analysis.sort).toEqual({ 'LOYALTY.points': -1 });
    expect(explanation!.sort.evidence[0]!.rule).toBe('sort.superlative-highest+after-collection-words');
  });

  test('a counted noun the schema names only in a count field ranks by that field', () => {
    const { analysis, explanation } = analyze('Which vessel tag boasts the greatest number of berths?', FLEET, { explain: true });
    expect(analysis.sort).toEqual({ 'cabins.berth_count': -1 });
    expect(explanation!.sort.evidence[0]!.rule).toBe('sort.superlative-stored-count');
    expect(analyze('the vessel offering the fewest berths', FLEET).analysis.sort).toEqual({ 'cabins.berth_count': 1 });
  });
});
