import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented parking authority: tickets with an amount and a cause, wardens with a beat
const PARKING = { fields: ['ticketId', 'amount', 'cause', 'issuedOn', 'wardenId', 'beat', 'shiftHours'], collections: ['tickets', 'wardens'] };

describe('metric: the noun after "by" keys the groups, and "<records> amount" is the records\' amount', () => {
  test('"average ticket amount by cause" averages the amount per cause', () => {
    const { analysis, explanation } = analyze('average ticket amount by cause', PARKING, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('amount');
    expect(analysis.groupBy).toEqual(['cause']);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toEqual(['metric.field.measure-word']);
  });
  test('the group key after "by" is never read as the figure', () => {
    expect(analyze('mean of it by cause', PARKING).analysis.metric).not.toBe('cause');
  });
});
