import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a field named first whose name opens with an accumulator is that accumulator per group (operation.stored-accumulator-per-group)', () => {
  // an invented violin workshop: instruments keep running figures under accumulator names
  const WORKSHOP = { fields: ['instrumentId', 'maker', 'woodType', 'averageCureDays', 'totalVarnishCoats', 'maxStringTension', 'finishedAt'], collections: ['instruments'] };
  test.each([
    ['average cure days by wood type', '$avg', 'averageCureDays', 'woodType'],
    ['total varnish coats per maker', '$sum', 'totalVarnishCoats', 'maker'],
    ['max string tension by wood type', '$max', 'maxStringTension', 'woodType'],
  ] as const)('%p', (question, operation, metric, group) => {
    const result = analyze(question, WORKSHOP, { explain: true });
    expect(result.analysis.operation).toBe(operation);
    expect(result.analysis.metric).toBe(metric);
    expect(result.analysis.groupBy).toEqual([group]);
    expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.stored-accumulator-per-group');
  });
  test('"for each" after such a field groups, as after an accumulator said apart from it', () => {
    const result = analyze('the max string tension for each wood type', WORKSHOP);
    expect(result.analysis.operation).toBe('$max');
    expect(result.analysis.groupBy).toEqual(['woodType']);
  });
  test('a grouping with no such field named first still counts', () => {
    expect(analyze('instruments per maker', WORKSHOP).analysis.operation).toBe('$count');
  });
  test('records named by the other words of such a field, its accumulator unsaid, are counted', () => {
    const AUCTIONS = { fields: ['bidId', 'lotId', 'amount', 'paddleColour', 'lots', 'lots.maxBid', 'lots.title'], collections: ['bids', 'lots'] };
    const result = analyze('bids per paddle colour', AUCTIONS);
    expect(result.analysis.operation).toBe('$count');
    expect(result.analysis.metric).toBeNull();
  });
});
