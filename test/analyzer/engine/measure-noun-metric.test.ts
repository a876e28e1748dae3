import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// makers embedding their parts; the parts' price is stored as `unit_price` and each part names its supplier
const MAKERS = { fields: ['maker_name', 'city', 'parts', 'parts.part_code', 'parts.unit_price', 'parts.Supplier', 'parts.stock_level'], collections: ['makers'] };
const run = (prompt: string) => analyze(prompt, MAKERS, { explain: true });

describe('a measure noun right after the accumulator names the figure, before any field named further on', () => {
  test.each([
    'List the maker names and average costs of parts from suppliers.',
    'the average cost of parts by supplier',
  ])('%p averages the price, not the supplier', (prompt) => {
    const { analysis, explanation } = run(prompt);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('parts.unit_price');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.field.measure-noun');
  });

  test('a field named right after the accumulator is still the figure', () => {
    expect(run('the average stock level of parts').analysis.metric).toBe('parts.stock_level');
  });
});

describe('"peak" is a superlative', () => {
  test('the peak value of a field is its maximum', () => {
    const { analysis } = run('What is the peak stock level among the parts?');
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('parts.stock_level');
  });
});
