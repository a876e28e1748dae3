import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SCHEMA = {
  fields: [
    'ship_id', 'ship_name', 'Survey', 'invoice_date',
    'Voyages', 'Voyages.voyage_id', 'Voyages.year', 'Voyages.date',
    'Orders', 'Orders.order_id', 'Orders.placed_date',
  ],
  collections: ['ships'],
};

describe('sort: recency read from the thing it is said of', () => {
  test.each<[string, Record<string, 1 | -1>]>([
    // "order" also speaks of sorting, so no mention reads it: the object field it names still owns the date
    ['which ship has the most recent order', { 'Orders.placed_date': -1 }],
    // of a record's date fields, the one that dates it most plainly
    ['the name of the latest voyage', { 'Voyages.date': -1 }],
    // a field that is the verb's noun alone
    ['which ship was surveyed most recently', { Survey: -1 }],
  ])('%p → %p', (prompt, sort) => {
    expect(analyze(prompt, SCHEMA).analysis.sort).toEqual(sort);
  });
});
