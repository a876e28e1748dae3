import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a plain word right after a label field named after "with" is its value (filters.named-value+field-after-lead)', () => {
  // an invented repair shop: jobs keep a status, their parts orders keep one of their own
  const orders = ['partsOrders', 'partsOrders.order_ref', 'partsOrders.status', 'partsOrders.supplier'];
  const SHOP = { fields: ['job_id', 'jobStatus', 'bay', 'labour_hours', ...orders], collections: ['jobs'] };
  const rules = (q: string) => analyze(q, SHOP, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
  test('the value goes to the label field, a participle included', () => {
    expect(analyze('How many jobs with status stalled?', SHOP).analysis.filters).toEqual({ jobStatus: 'stalled' });
    expect(rules('How many jobs with status stalled?')).toEqual(['filters.named-value+field-after-lead']);
    expect(analyze('list jobs having status cancelled', SHOP).analysis.filters).toEqual({ jobStatus: 'cancelled' });
  });
  test('of several fields the word names, the one kept by the records named before "with"', () => {
    expect(analyze('count parts orders with status backordered', SHOP).analysis.filters).toEqual({ 'partsOrders.status': 'backordered' });
  });
  test('a field that keeps no label, a letter, or a word that goes on naming a thing takes no value this way', () => {
    expect(analyze('jobs with supplier acme', SHOP).analysis.filters).not.toEqual({ 'partsOrders.supplier': 'acme' });
    expect(analyze('jobs with status stalled engines', SHOP).analysis.filters).not.toHaveProperty('jobStatus', 'stalled');
  });
});
