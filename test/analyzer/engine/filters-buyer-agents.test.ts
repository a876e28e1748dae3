import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "<verb> by <name>" with a verb of buying or booking names the client or guest', () => {
  const SHOP = {
    fields: ['gadget_id', 'gadget_details', 'client_ref', 'client_name', 'Client_Baskets', 'Client_Baskets.basket_ref',
      'Client_Baskets.Basket_Lines', 'Client_Baskets.Basket_Lines.gadget_id', 'Client_Baskets.Basket_Lines.line_quantity'],
    collections: ['Gadgets', 'Clients'],
  };
  test.each([
    ['Which gadgets were purchased by "Nadia Ferris" last spring?', 'filters.quoted'],
    ['List gadgets bought by Nadia Ferris since March.', 'filters.agent-bought'],
  ])('%p goes to the name field of the record the agent noun names', (prompt, rule) => {
    const { analysis, explanation } = analyze(prompt, SHOP, { explain: true });
    expect(analysis.filters).toEqual({ client_name: 'Nadia Ferris' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });
});
