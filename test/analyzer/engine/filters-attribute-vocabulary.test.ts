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

describe('filters: what is owed before when it falls due', () => {
  // an invented tool library: members keep the fees they owe and the date the next one is due
  const TOOLS = { fields: ['member_no', 'full_name', 'fees_owed', 'due_at'], collections: ['members'] };
  test('a sum owed goes to the field of what is owed, not to the due date', () => {
    expect(analyze('members who owe over 25 in fees', TOOLS).analysis.filters).toEqual({ fees_owed: { $gt: 25 } });
  });
});
