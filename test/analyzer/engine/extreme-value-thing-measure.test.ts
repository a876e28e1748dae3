import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('operation: a size superlative whose words end on the measure it ranked by asks that value (metric.extreme-value+thing-measure)', () => {
  // an invented ferry line: refunds issued and crossings sailed
  const FERRY = { fields: ['_id', 'refundNo', 'ticketRef', 'amount', 'issuedAt', 'crossingNo', 'vesselCode', 'sailedOn', 'passengers'], collections: ['refunds', 'crossings'] };

  test('"the largest single refund amount" is the maximum of the amount', () => {
    const r = analyze('What is the largest single refund amount we have issued?', FERRY, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'amount', sort: {}, limit: null });
    expect(r.explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.extreme-value+thing-measure']);
  });

  test('a telegraphic "biggest refund amount in 2022" is the maximum too', () => {
    expect(analyze('biggest refund amount in 2022', FERRY).analysis).toMatchObject({ operation: '$max', metric: 'amount', sort: {}, limit: null });
  });

  test('"the largest single refund" asks one refund\'s own amount: its maximum (metric.extreme-value+one-record)', () => {
    expect(analyze('What is the largest single refund?', FERRY).analysis).toMatchObject({ operation: '$max', metric: 'amount', sort: {}, limit: null });
  });

  test('"the largest refund" names the record: still the top one by amount', () => {
    expect(analyze('What is the largest refund?', FERRY).analysis).toMatchObject({ operation: null, sort: { amount: -1 }, limit: 1 });
  });

  test('"smallest toll amount" where the measure word is one word of the field\'s name (`amount_charged`) is its minimum', () => {
    const TOLLS = { fields: ['_id', 'tollId', 'plaza', 'amount_charged', 'chargedAt', 'laneNo', 'laneOpenedOn'], collections: ['tolls', 'lanes'] };
    const r = analyze('smallest toll amount', TOLLS, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$min', metric: 'amount_charged', sort: {}, limit: null });
    expect(r.explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.extreme-value+thing-measure']);
  });
});
