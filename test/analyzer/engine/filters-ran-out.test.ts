import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schema: a hardware store's tools, each with the count on its shelves
const STORE = { fields: ['sku', 'title', 'aisle', 'stock_qty', 'unit_cost'], collections: ['tools'] };
// the same store keeping only where the stock sits, no count of it
const NO_COUNT = { fields: ['sku', 'title', 'aisle', 'stock_location', 'unit_cost'], collections: ['tools'] };
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: "out of <thing>" beside a count of that thing holds none (filters.ran-out-count)', () => {
  test('the count is zero', () => {
    const result = run('Which tools are out of stock?', STORE);
    expect(result.analysis.filters).toEqual({ stock_qty: 0 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.ran-out-count']);
  });

  test.each([
    ['Which tools are in stock?', STORE],
    ['Which tools are out of stock?', NO_COUNT],
  ])('no count of none when the state is not denied or no count is kept: %p', (prompt, schema) => {
    const filters = run(prompt, schema).analysis.filters;
    expect(Object.values(filters)).not.toContain(0);
  });
});
