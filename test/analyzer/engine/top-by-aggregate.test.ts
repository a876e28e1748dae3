import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a bakery chain: receipts link to shops and hold the takings; shops store their own floor area
const BAKERY = {
  fields: ['receipt_id', 'takings', 'issued_at', 'shop_id', 'shop_name', 'floor_area'],
  collections: ['receipts', 'shops'],
};
const run = (prompt: string) => analyze(prompt, BAKERY).analysis;

describe('"top N X by <accumulated figure>": one group per linked record', () => {
  test.each([
    ['top 3 shops by total takings', '$sum'] as const,
    ['the 10 shops by average takings', '$avg'] as const,
  ])('%p groups the other collection\'s records by the link', (prompt, operation) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['shop_id']);
    expect(a.operation).toBe(operation);
    expect(a.metric).toBe('takings');
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('top 3 shops by total takings', BAKERY, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.top-by-aggregate');
  });

  test('a figure the ranked collection stores itself ranks its records', () => {
    expect(run('top 3 shops by floor area').groupBy).toEqual([]);
    expect(run('top 3 shops by total floor area').groupBy).toEqual([]);
  });
});

describe('a sort word inside a field\'s name is no sort cue', () => {
  const SHOP = { fields: ['order_id', 'order_value', 'channel', 'placed_at'], collections: ['orders'] };
  test('"average order value by channel" groups', () => {
    const { analysis, explanation } = analyze('average order value by channel', SHOP, { explain: true });
    expect(analysis.groupBy).toEqual(['channel']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.by');
  });
  test('a sort word said before still orders', () => {
    expect(analyze('order them by channel', SHOP).analysis.groupBy).toEqual([]);
  });
});

describe('a sort word inside a collection\'s name is no sort cue', () => {
  const DEPOT = { fields: ['depot_id', 'town', 'repair_order_id', 'depot_ref', 'repair_cost', 'state'], collections: ['depots', 'Repair_Orders'] };
  test('"average repair order cost by state" groups', () => {
    expect(analyze('average repair order cost by state', DEPOT).analysis.groupBy).toEqual(['state']);
  });
  test('a sort word opening the question is the request\'s verb, though it begins a collection\'s name', () => {
    const CARTS = { fields: ['cart_id', 'opened_at', 'shopper', 'order_line_id', 'item_name', 'qty', 'line_price', 'aisle'], collections: ['carts', 'order_lines'] };
    expect(analyze('order lines by line price', CARTS).analysis.groupBy).toEqual([]);
  });
});
