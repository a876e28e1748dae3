import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('metric: "spend" may be stored as a cost and "revenue" as a price or amount (metric.field.measure-noun)', () => {
  // an invented ferry company: refits that cost money and crossings that sell fares
  const FERRIES = { fields: ['_id', 'refitId', 'yard', 'refit_cost', 'crossingId', 'route', 'fare_price'], collections: ['refits', 'crossings'] };

  test.each([
    ['total spend per yard', 'refit_cost'],
    ['total revenue per route', 'fare_price'],
  ])('%p sums %p', (prompt, field) => {
    expect(analyze(prompt, FERRIES).analysis.metric).toBe(field);
  });
});
