import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a number compared with nothing said of what it measures (filters.compare+plain-measure)', () => {
  // an invented soil lab: samples keep one reading under a field called only value
  const SOIL_LAB = {
    fields: ['sample_id', 'grower_id', 'nutrient', 'value', 'scale', 'taken_on', 'farm_name', 'acreage'],
    collections: ['soil_samples', 'growers'],
  };
  test('is compared on the records\' field called by a measure word alone', () => {
    const { analysis, explanation } = analyze('which soil samples came in over 7.2?', SOIL_LAB, { explain: true });
    expect(analysis.filters).toEqual({ value: { $gt: 7.2 } });
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.compare$gt+plain-measure');
  });
  test('records without such a field take no guess', () => {
    expect(analyze('which growers came in over 7.2?', SOIL_LAB).analysis.filters).toEqual({});
  });
});

test('a kind field named near a compared number holds no quantity: the records\' measure takes it', () => {
  // an invented credit union: transfers are of a kind and move an amount
  const UNION = { fields: ['_id', 'transfer_id', 'transfer_type', 'amount', 'is_held', 'posted_on'], collections: ['transfers'] };
  const result = analyze('held transfers over 10,000', UNION, { explain: true });
  expect(result.analysis.filters).toEqual({ is_held: true, amount: { $gt: 10000 } });
  expect(result.analysis.filters).not.toHaveProperty('transfer_type');
});
