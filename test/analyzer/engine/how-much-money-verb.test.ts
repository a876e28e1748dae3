import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented boatyard: hulls repaired, each job with its labour and material cost
const YARD = { fields: ['jobId', 'hullName', 'jobKind', 'labourHours', 'material_cost', 'finishedOn'], collections: ['jobs', 'hulls'] };

describe('operation: "how much" then a verb of money changing hands adds up the amount that verb is stored under', () => {
  test('"how much have we spent on …" totals the cost field', () => {
    const { analysis, explanation } = analyze('how much have we spent on resin jobs', YARD, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('material_cost');
    expect(explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.how-much+money-verb']);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.money-verb']);
  });
  test('"how much did we spend" reads the same', () => {
    expect(analyze('how much did we spend last year', YARD).analysis.operation).toBe('$sum');
  });
  test('"how much does a job cost" still asks one record\'s figure', () => {
    expect(analyze('how much does a hull job cost', YARD).analysis.operation).toBeNull();
  });
});

describe('operation: money given ("how much was donated") adds up the amount given', () => {
  // an invented school fund: pledges with the amount each parent gave
  const FUND = { fields: ['_id', 'pledge_id', 'parent_name', 'amount', 'pledged_on'], collections: ['pledges'] };
  test.each(['How much was donated in 2030?', 'how much have parents contributed'])('%p', (prompt) => {
    const { analysis } = analyze(prompt, FUND);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('amount');
  });
});
