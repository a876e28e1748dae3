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

describe('"how much did <records> …" asks money only of money verbs said right after the records (earningRecordsAmount)', () => {
  // an invented wind farm, twice: output in megawatt hours beside money taken in, or beside money spent
  const WIND_SOLD = { fields: ['_id', 'mill_id', 'site', 'output_mwh', 'revenue_eur'], collections: ['windmills'] };
  const WIND_KEPT = { fields: ['_id', 'mill_id', 'site', 'output_mwh', 'upkeep_cost'], collections: ['windmills'] };
  test.each([
    ['how much electricity did the windmills generate', WIND_SOLD],
    ['how much power did the windmills make', WIND_SOLD],
    ['how much did the windmills generate', WIND_KEPT],
  ])('%p adds up no money', (prompt, schema) => {
    const { metric } = analyze(prompt, schema).analysis;
    expect(metric === 'revenue_eur' || metric === 'upkeep_cost').toBe(false);
  });
  // an invented leaflet drive: its only money field is what it cost
  const LEAFLETS = { fields: ['_id', 'drop_id', 'street', 'cost', 'leaflets', 'replies'], collections: ['drops'] };
  test.each(['how much did the drops make', 'how much did the drops bring in', 'how much did the drops earn'])('%p takes no cost for takings', (prompt) => {
    expect(analyze(prompt, LEAFLETS).analysis.metric).not.toBe('cost');
  });
  test('what records cost prefers the field named a cost', () => {
    const JOBS = { fields: ['_id', 'job_id', 'labour_cost', 'quote_price', 'done_on'], collections: ['jobs'] };
    expect(analyze('how much did the jobs cost', JOBS).analysis.metric).toBe('labour_cost');
  });
});
