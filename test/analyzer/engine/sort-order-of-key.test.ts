import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema: diners embed the dishes ordered at their table; the table number is a field of its own
const DINERS = {
  fields: ['diner_ref', 'table_number', 'diner_alias', 'Table_Orders', 'Table_Orders.dish', 'Table_Orders.served_at', 'tips_left'],
  collections: ['Diners'],
};
const sortOf = (prompt: string) => analyze(prompt, DINERS).analysis.sort;

describe('sort: the words that open an order\'s key', () => {
  test('"in descending order of table number": "order of table" is no table-orders field', () => {
    expect(sortOf('Print diner aliases in descending order of table number.')).toEqual({ table_number: -1 });
  });

  test('"in the order of table number"', () => {
    expect(sortOf('Give each diner alias in the order of table number.')).toEqual({ table_number: 1 });
  });

  test('"ordering by X" sorts by X', () => {
    expect(sortOf('Print diner aliases, ordering by table number.')).toEqual({ table_number: 1 });
  });
});
