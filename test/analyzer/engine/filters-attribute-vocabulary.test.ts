import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: words for speed, debt, residents and storeys find fields named otherwise', () => {
  const SHIPS = { fields: ['ship_id', 'ship_code', 'velocity_knots', 'balance_outstanding', 'deck_floors', 'launch_date'], collections: ['ships'] };
  const TOWNS = { fields: ['town_id', 'town_name', 'population', 'Markets', 'Markets.market_id', 'Markets.stall_count'], collections: ['towns'] };
  test.each([
    ['ships sailing at a speed above 30', SHIPS, { velocity_knots: { $gt: 30 } }],
    ['ships that owe more than 5000', SHIPS, { balance_outstanding: { $gt: 5000 } }],
    ['ships with over 6 stories', SHIPS, { deck_floors: { $gt: 6 } }],
    ['markets held in towns with more than 20000 residents', TOWNS, { population: { $gt: 20000 } }],
    ['towns with over 900 inhabitants', TOWNS, { population: { $gt: 900 } }],
  ] as Array<[string, { fields: string[]; collections: string[] }, Record<string, unknown>]>)('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
});
