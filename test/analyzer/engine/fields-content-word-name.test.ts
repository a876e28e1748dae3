import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const BAKE_OFF = { fields: ['baker_id', 'baker_name', 'rounds', 'rounds.baker_id', 'rounds.Bread', 'rounds.Total'], collections: ['bakers'] };

describe('fields: a content word a field is called names it before a noun of no field', () => {
  test('"their total marks" where a field is called `Total` sorts by it', () => {
    expect(analyze('Give the baker names sorted by their total marks, best first.', BAKE_OFF).analysis.sort).toEqual({ 'rounds.Total': -1 });
  });

  test('"in descending order of total marks": the count word names the field, nothing is counted', () => {
    expect(analyze("Give the bakers' names in descending order of total marks.", BAKE_OFF).analysis.sort).toEqual({ 'rounds.Total': -1 });
  });

  test('"the total marks of bakers in ascending order" orders the field shown', () => {
    expect(analyze('Give the total marks of bakers in ascending order.', BAKE_OFF).analysis.sort).toEqual({ 'rounds.Total': 1 });
  });

  test('"total turnover" beside a `turnover` field still sums it', () => {
    const { analysis } = analyze('What is the total turnover?', { fields: ['Total', 'turnover', 'region'], collections: ['sales'] });
    expect(analysis).toMatchObject({ operation: '$sum', metric: 'turnover' });
  });
});
