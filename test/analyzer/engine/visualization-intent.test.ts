import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('visualization', () => {
  test.each([
    ['monthly revenue', 'LINE_CHART'],
    ['orders per week in 2023', 'LINE_CHART'],
    ['share of orders by status', 'PIE_CHART'],
    ['distribution of products by category', 'PIE_CHART'],
    ['total revenue by category', 'BAR_CHART'],
    ['list orders from Texas', 'TABLE'],
    ['top 10 products by price', 'TABLE'],
    ['how many orders were shipped', false],
    ['average order value', false],
  ])('%p → %p', (prompt, chart) => {
    expect(analyze(prompt).analysis.visualization).toBe(chart as never);
  });
});

describe('intent', () => {
  test.each([
    ['how many orders', 'aggregate'],
    ['average price by category', 'aggregate'],
    ['orders by status', 'aggregate'],
    ['list orders', 'find'],
    ['top 5 products by price', 'find'],
    ['', 'find'],
  ])('%p → %p', (prompt, intent) => {
    expect(analyze(prompt).analysis.intent).toBe(intent as never);
  });

  test('metric is null whenever operation is', () => {
    expect(analyze('list orders with price over 5').analysis.metric).toBeNull();
  });
});
