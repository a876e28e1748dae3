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

describe('"how much did <records> bring in / cost": the records\' own money added up (earningRecordsAmount)', () => {
  // an invented harbour business: one flat list of the boat tours' and the repairs' fields
  const HARBOUR = {
    fields: ['_id', 'tour_id', 'skipper', 'route', 'price_eur', 'tour_date', '_id', 'repair_id', 'vessel', 'cost', 'repaired_on'],
    collections: ['tours', 'repairs'],
  };
  test.each([
    ['how much did tours bring in last year', 'price_eur'],
    ['how much did the tours take in over the summer', 'price_eur'],
    ['how much did repairs cost in 2023', 'cost'],
  ])('%p', (prompt, metric) => {
    const result = analyze(prompt, HARBOUR, { explain: true });
    expect([result.analysis.operation, result.analysis.metric]).toEqual(['$sum', metric]);
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.money-verb');
  });
  test.each(['how much did the harbour tour cost', 'how much does a tour cost', 'how much time did repairs take', 'how much did skipper Ana make'])(
    '%p adds no money up',
    (prompt) => {
      expect(analyze(prompt, HARBOUR).analysis.operation).not.toBe('$sum');
    },
  );
});
