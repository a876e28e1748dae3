import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// bakeries, each in one district
const BAKERIES = { fields: ['bakery_name', 'district', 'oven_type', 'opened_year'], collections: ['bakeries'] };

describe('filters: a name between a ranging word and its noun is no value of that noun\'s field', () => {
  test('"in each <Name> <noun>" ranges over the noun', () => {
    expect(analyze('How many bakeries are there in each Lowmarsh district?', BAKERIES).analysis.filters).toEqual({});
  });

  test('without the ranging word the name is the value', () => {
    expect(analyze('How many bakeries are there in the Lowmarsh district?', BAKERIES).analysis.filters).toEqual({ district: 'Lowmarsh' });
  });
});
