import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a kind\'s code or its description holds no compared amount', () => {
  // an invented charity fund: charities have a type code and a description of that type, awards an amount
  const FUND = {
    fields: ['charity_id', 'charity_name', 'charity_type_cd', 'charity_type_desc', 'award_id', 'award_amount', 'awarded_on'],
    collections: ['charities', 'awards'],
  };
  test('the range moves to the amount the words around name', () => {
    const result = analyze('awards made to charity 4410 between 5000 and 20000', FUND, { explain: true });
    expect(result.analysis.filters).toEqual({ charity_id: 4410, award_amount: { $gte: 5000, $lte: 20000 } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.between+holds-quantity');
  });
});
