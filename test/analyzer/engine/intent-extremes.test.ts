import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SCHEMA = { fields: ['warehouse_id', 'capacity', 'rent', 'city'], collections: ['warehouses'] };

describe('intent: both extremes asked for together', () => {
  test.each([
    ['what are the highest and lowest rents of the warehouses', 'aggregate'],
    ['show the smallest and the largest capacity', 'aggregate'],
    ['the least and most capacity in any city', 'aggregate'],
    ['maximum or minimum rent per warehouse', 'aggregate'],
    ['list warehouses from highest to lowest rent', 'find'],
    ['the warehouse with the highest rent and the lowest capacity', 'find'],
    ['warehouses with the highest rent', 'find'],
  ])('%p → %p', (prompt, intent) => {
    const { analysis, explanation } = analyze(prompt, SCHEMA, { explain: true });
    expect(analysis.intent).toBe(intent as never);
    if (intent === 'aggregate' && analysis.operation === null) expect(explanation!.intent.evidence.map((e) => e.rule)).toContain('intent.both-extremes');
  });
});
