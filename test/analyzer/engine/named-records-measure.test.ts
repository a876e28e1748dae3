import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('a measure said right after its records names their field, not another collection\'s (metric.named-records-measure)', () => {
  // an invented climbing gym: classes last some minutes, walls have a length in metres
  const GYM = { fields: ['_id', 'class_id', 'level', 'duration_min', 'fee_usd', '_id', 'wall_id', 'length_m', 'grade'], collections: ['classes', 'walls'] };
  test('the classes\' length is their duration', () => {
    const result = analyze('avg class length per level', GYM, { explain: true });
    expect([result.analysis.operation, result.analysis.metric]).toEqual(['$avg', 'duration_min']);
    expect(result.explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.named-records-measure');
  });
  test.each([
    ['average wall length', 'length_m'],
    ['average length per grade', 'length_m'],
    ['total class fee per level', 'fee_usd'],
  ])('%p keeps the field read', (prompt, metric) => {
    expect(analyze(prompt, GYM).analysis.metric).toBe(metric);
  });
});
