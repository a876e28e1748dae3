import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// counts stored in fields, beside a collection of records that could also be counted
const FARMS = { fields: ['farm_id', 'Working_Horses', 'bedroom_count', 'owner', 'visits', 'visits.visit_id'], collections: ['farms', 'owners'] };
const run = (prompt: string) => analyze(prompt, FARMS, { explain: true });

describe('"how many X … on average" where a field stores X is the mean of that field', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['How many working horses, on average, do farms have?', 'Working_Horses'],
    ['How many bedrooms are there on average in the farms?', 'bedroom_count'],
  ];
  for (const [prompt, metric] of cases) {
    test(`${prompt} → $avg of ${metric}`, () => {
      const { analysis, explanation } = run(prompt);
      expect([analysis.operation, analysis.metric]).toEqual(['$avg', metric]);
      expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.averaged-stored-number');
    });
  }

  test('without an averaging word it stays a count', () => {
    expect(run('How many bedrooms are there in the farms?').analysis.operation).not.toBe('$avg');
  });

  test('records, not a stored number, are counted even with an averaging word', () => {
    expect(run('How many owners have more than the average of horses?').analysis.operation).toBe('$count');
  });
});
