import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: open-water swims, each with a distance in metres and a time in seconds. */
const SWIMS = { fields: ['swim_id', 'swimmer_id', 'distance_m', 'time_secs', 'pool', 'stroke_type', 'swum_on'], collections: ['swims', 'swimmers'] };
/** A made-up schema: grain sales with a weight in kilograms. */
const GRAIN = { fields: ['sale_id', 'grain_type', 'weight_kg', 'amt_usd', 'farm_id', 'buyer_id'], collections: ['sales', 'farms', 'buyers'] };

describe('a unit word opening the question is the field kept in it, summed per group', () => {
  test.each([
    ['metres swum by swimmer', SWIMS, 'distance_m', 'swimmer_id'],
    ['metres swum per pool last month', SWIMS, 'distance_m', 'pool'],
    ['kilograms sold by grain type', GRAIN, 'weight_kg', 'grain_type'],
    ['kilograms bought by each buyer', GRAIN, 'weight_kg', 'buyer_id'],
  ])('%p → $sum of %p per %p', (prompt, schema, metric, key) => {
    expect(analyze(prompt, schema).analysis).toMatchObject({ intent: 'aggregate', operation: '$sum', metric, groupBy: [key] });
  });

  test.each([
    // "by" a named agent groups nothing, and a time frame is no group
    ['kilograms sold by Acme', GRAIN],
    ['kilograms sold by Acme last month', GRAIN],
    ['metres swum by Ana Lopez last week', SWIMS],
    // no grouping
    ['metres in the pool', SWIMS],
  ])('%p groups nothing', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.groupBy).toEqual([]);
  });

  test('a unit per a unit of time is a rate, no amount summed', () => {
    expect(analyze('metres per second by swimmer', SWIMS).analysis.metric).not.toBe('distance_m');
  });
});

describe('"which <thing> <verb> the most <units>" totals the field kept in that unit per thing', () => {
  test.each([
    ['which buyer bought the most kilograms', GRAIN, 'weight_kg', 'buyer_id', 1],
    ['which swimmer swam the most metres', SWIMS, 'distance_m', 'swimmer_id', 1],
    ['which 3 farms sold the most kilograms', GRAIN, 'weight_kg', 'farm_id', 3],
  ])('%p → $sum of %p per %p, top %p', (prompt, schema, metric, key, limit) => {
    expect(analyze(prompt, schema).analysis).toMatchObject({ operation: '$sum', metric, groupBy: [key], sort: { [metric]: -1 }, limit });
  });

  test.each([
    // the records keeping the amount are ranked themselves
    ['the sale with the most kilograms', GRAIN],
    ['the swim with the most metres', SWIMS],
  ])('%p totals nothing', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.operation).not.toBe('$sum');
  });

  test.each([
    // an order over all the things, or a plural question, asks for no single top one
    ['farms ordered by the most kilograms sold', GRAIN],
    ['buyers sorted by most kilograms bought', GRAIN],
    ['which swimmers swam the most metres', SWIMS],
  ])('%p sets no limit', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.limit).toBeNull();
  });
});
