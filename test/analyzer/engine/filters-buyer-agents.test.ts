import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "<verb> by <name>" with a verb of buying or booking names the customer or guest', () => {
  const SHOP = {
    fields: ['gadget_id', 'gadget_details', 'customer_id', 'customer_name', 'Customer_Orders', 'Customer_Orders.order_id',
      'Customer_Orders.Order_Items', 'Customer_Orders.Order_Items.gadget_id', 'Customer_Orders.Order_Items.order_quantity'],
    collections: ['Gadgets', 'Customers'],
  };
  test.each([
    ['Give the summed quantity of gadgets purchased by "Nadia Ferris".', 'filters.quoted'],
    ['How many distinct gadgets were bought by Nadia Ferris?', 'filters.agent-bought'],
  ])('%p goes to the name field of the record the agent noun names', (prompt, rule) => {
    const { analysis, explanation } = analyze(prompt, SHOP, { explain: true });
    expect(analysis.filters).toEqual({ customer_name: 'Nadia Ferris' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });
});
