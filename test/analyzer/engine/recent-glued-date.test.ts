import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// clients embed orders dated by a one-word `shipdate`; a `liquidate_flag` ends like a date but is none
const CLIENTS = {
  fields: ['client_ref', 'region', 'liquidate_flag', 'orders', 'orders.order_ref', 'orders.shipdate', 'orders.total', 'orders.lines', 'orders.lines.sku'],
  collections: ['Clients'],
};

test.each([
  'list the orders, latest first',
  'order refs of the most recent orders',
])('recency reads the date glued into a field word, inside the object the question names: %p', (prompt) => {
  expect(analyze(prompt, CLIENTS).analysis.sort).toEqual({ 'orders.shipdate': -1 });
});

// an invented beekeeping log: inspections carry their own timestamp named for what was done (`inspectedAt`), while the
// hives before them in the field list keep an install date
const APIARY = { fields: ['hiveId', 'installDate', 'retireDate', 'inspectionId', 'broodScore', 'inspectedAt'], collections: ['hives', 'inspections'] };

test.each<[string, Record<string, 1 | -1>]>([
  ['Show all inspections, newest first.', { inspectedAt: -1 }],
  ['List inspections in chronological order', { inspectedAt: 1 }],
])('a past participle and "at" or "on" name a timestamp the records are dated by: %p', (prompt, sort) => {
  expect(analyze(prompt, APIARY).analysis.sort).toEqual(sort);
});
