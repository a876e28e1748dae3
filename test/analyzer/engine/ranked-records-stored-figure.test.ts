import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('"top N <records> by total <their own figure>" ranks the records by the stored figure', () => {
  // newsletter issues keep their own tallies; events are logged per reader
  const NEWSLETTER = {
    fields: ['_id', 'issueTitle', 'mailedAt', 'readsCount', 'tapsCount', 'issueId', 'readerId', 'actionType', 'loggedAt'],
    collections: ['issues', 'events'],
  };
  test('no sum: a find sorted by the stored count', () => {
    const { analysis, explanation } = analyze('top 5 issues by total taps', NEWSLETTER, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.intent).toBe('find');
    expect(analysis.sort).toEqual({ tapsCount: -1 });
    expect(analysis.limit).toBe(5);
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-sum+ranked-records-figure');
  });

  test('a field ranked by a total still adds it up per group', () => {
    const SALES = { fields: ['_id', 'region', 'store_name', 'sales_amount', 'sold_at'], collections: ['sales'] };
    expect(analyze('top 5 regions by total sales amount', SALES).analysis.operation).toBe('$sum');
  });
});
