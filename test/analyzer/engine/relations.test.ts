import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('joins', () => {
  test('two named collections linked by an <entity>Id field', () => {
    expect(analyze('orders with their customers').analysis.joins).toEqual([
      { from: 'customers', localField: 'customerId', foreignField: '_id', as: 'customers' },
    ]);
  });
  test('link from the other side', () => {
    expect(analyzeMedia('films with their comments').analysis.joins).toEqual([
      { from: 'comments', localField: '_id', foreignField: 'film_id', as: 'comments' },
    ]);
  });
  test('one collection, no join', () => {
    expect(analyze('all orders over 100').analysis.joins).toEqual([]);
  });
});

describe('computedMetrics', () => {
  test('ratio of X to Y', () => {
    const [m] = analyze('ratio of price to cost for products').analysis.computedMetrics;
    expect(m).toMatchObject({ kind: 'ratio', operator: '$divide', operands: ['price', 'cost'] });
  });
  test('margin from revenue-like and cost-like fields', () => {
    const [m] = analyze('profit margin by category').analysis.computedMetrics;
    expect(m).toMatchObject({ kind: 'margin', operands: ['totalAmount', 'cost'] });
  });
  test('difference between X and Y', () => {
    const [m] = analyze('difference between price and cost').analysis.computedMetrics;
    expect(m).toMatchObject({ kind: 'difference', operator: '$subtract', operands: ['price', 'cost'] });
  });
  test('growth of a metric', () => {
    const [m] = analyze('revenue growth by month').analysis.computedMetrics;
    expect(m).toMatchObject({ kind: 'growth', operands: ['totalAmount', 'previous_totalAmount'] });
  });
  test('none by default', () => {
    expect(analyze('list orders').analysis.computedMetrics).toEqual([]);
  });
});

describe('subQueries', () => {
  test('above the average', () => {
    const [q] = analyze('products with a price above the average price').analysis.subQueries;
    expect(q).toMatchObject({ kind: 'compare_to_aggregate', field: 'price', operator: '$gt', aggregate: '$avg' });
  });
  test('more than the median', () => {
    const [q] = analyze('orders with quantity more than the median').analysis.subQueries;
    expect(q).toMatchObject({ kind: 'compare_to_aggregate', field: 'quantity', operator: '$gt', aggregate: '$median' });
  });
  test('who never … is an anti-join', () => {
    const [q] = analyze('customers who never placed orders').analysis.subQueries;
    expect(q).toMatchObject({ kind: 'anti_join', collection: 'orders' });
  });
  test('who have … is a semi-join', () => {
    const [q] = analyzeMedia('members who have comments').analysis.subQueries;
    expect(q).toMatchObject({ kind: 'semi_join', collection: 'comments' });
  });
  test('none by default', () => {
    expect(analyze('list orders').analysis.subQueries).toEqual([]);
  });
});
