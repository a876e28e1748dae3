import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('an extreme said first, of a number named next, per group', () => {
  // pottery firings: each keeps its kiln and the temperature reached
  const FIRINGS = { fields: ['_id', 'kiln_code', 'glaze_type', 'peak_temp', 'fired_on', 'batch_ref'], collections: ['firings'] };
  test.each([
    ['Highest peak temp for each kiln code', '$max', 'kiln_code'],
    ['Lowest peak temp for each glaze type', '$min', 'glaze_type'],
  ] as const)('%p → %p of the number per group', (prompt, op, key) => {
    const { analysis, explanation } = analyze(prompt, FIRINGS, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe('peak_temp');
    expect(analysis.groupBy).toEqual([key]);
    expect(analysis.sort).toEqual({});
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.opening-extreme-per-group');
  });
});
