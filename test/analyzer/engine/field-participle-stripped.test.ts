import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('fields: a noun followed by a participle is called by the noun alone', () => {
  const STALLS = {
    fields: ['stall_id', 'StallName', 'UnitsSold', 'GoalsScored', 'YearBuilt', 'OpenedOn', 'Pitch'],
    collections: ['Stalls'],
  };
  test.each([
    ['total units across all stalls', '$sum', 'UnitsSold'],
    ['average goals per stall', '$avg', 'GoalsScored'],
  ] as const)('%p', (prompt, operation, metric) => {
    const { analysis, explanation } = analyze(prompt, STALLS, { explain: true });
    expect(analysis.operation).toBe(operation);
    expect(analysis.metric).toBe(metric);
    expect(JSON.stringify(explanation?.metric.evidence)).toContain('participle-stripped');
  });

  test('a year so named is not what "year" alone calls', () => {
    expect(analyze('number of stalls per year', STALLS).analysis.groupBy).not.toContain('YearBuilt');
  });
});
