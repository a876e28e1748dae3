import { describe, expect, test } from 'bun:test';
import { commitProposed } from '../../../plugins/analyzer/engine/proposals.ts';
import { metricFromSortStage } from '../../../plugins/analyzer/engine/stages/metric-from-sort.ts';
import { analyze } from './fixtures.ts';

const CATALOG = { fields: ['_id', 'name', 'category', 'price', 'reviewCount', 'productId', 'stars', 'body'], collections: ['products', 'reviews'] };

describe('accumulator metrics (end to end, and the ranked-field refiner on its own)', () => {
  test('"most total <collection>" sums that collection\'s count field, grouped', () => {
    const { analysis } = analyze('Which 5 categories have the most total reviews across all products?', CATALOG);
    expect(analysis).toMatchObject({ operation: '$sum', metric: 'reviewCount', groupBy: ['category'], limit: 5 });
    expect(analysis.sort).toEqual({ reviewCount: -1 });
  });

  test('a metric the question names is kept', () => {
    expect(analyze('total revenue by category sorted by quantity').analysis.metric).toBe('totalAmount');
  });

  test('counting needs no metric', () => {
    const { analysis } = analyze('which categories have the most products', CATALOG);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });

  test('stage alone: fills the metric only from exactly one ranked schema field', () => {
    const byNorm = new Map([['reviewcount', { name: 'reviewCount' }], ['price', { name: 'price' }]]);
    const run = (sort: Record<string, 1 | -1>, operation: '$sum' | '$count' = '$sum') => {
      const ctx = { analysis: { operation, metric: null, sort }, index: { byNorm }, evidence: new Map(), proposals: [] } as never;
      metricFromSortStage(ctx);
      commitProposed(ctx);
      return (ctx as { analysis: { metric: string | null } }).analysis.metric;
    };
    expect(run({ reviewcount: -1 })).toBe('reviewCount');
    expect(run({ count: -1 })).toBeNull();
    expect(run({ reviewCount: -1, price: 1 })).toBeNull();
    expect(run({ reviewCount: -1 }, '$count')).toBeNull();
  });
});
