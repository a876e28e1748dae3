import { describe, expect, test } from 'bun:test';
import { analyze, analyzeMedia } from './fixtures.ts';

describe('operation: records of a collection named right after "number of" / "total"', () => {
  test.each([
    ['number of orders by status', '$count'],
    ['total orders per category', '$count'],
    ['total revenue by status', '$sum'],
  ] as const)('%p → %p', (prompt, op) => {
    expect(analyze(prompt).analysis.operation).toBe(op);
  });

  test('a collection word used as an adjective still sums the field it qualifies', () => {
    expect(analyzeMedia('which genres gathered the most total member comments').analysis.operation).toBe('$sum');
  });

  test('a pack term opening with an aggregation aggregates the field it names', () => {
    const { analysis } = analyze('average order value per month');
    expect([analysis.operation, analysis.metric]).toEqual(['$avg', 'totalAmount']);
  });
});

describe('filters: a field named exactly that a pack also uses for a collection', () => {
  test('the comparison goes to the field', () => {
    const input = { fields: ['_id', 'salary', 'name'], collections: ['employees', 'salaries'] };
    expect(analyze('employees with a salary below 50000', input).analysis.filters).toEqual({ salary: { $lt: 50000 } });
  });
});
