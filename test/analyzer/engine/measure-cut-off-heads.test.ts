import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented cable-car line: crossings keep their duration under a cut-off name with a unit, cabins their load
const CABLEWAY = { fields: ['crossing_id', 'cabin_id', 'Dur_sec', 'started_ts', 'cabin_nm', 'Load_kg'], collections: ['Crossing', 'Cabin'] };

describe('a measure word reaches a field whose head is that word cut off (`Dur_sec` for "duration", "length")', () => {
  test('"average crossing length" averages `Dur_sec`', () => {
    const { analysis, explanation } = analyze('average crossing length', CABLEWAY, { explain: true });
    expect([analysis.operation, analysis.metric]).toEqual(['$avg', 'Dur_sec']);
    expect(explanation?.metric.evidence.some((e) => e.rule.startsWith('metric.'))).toBe(true);
  });

  test('"the longest crossing" ranks by `Dur_sec`, most first', () => {
    const { analysis } = analyze('What was the longest crossing?', CABLEWAY);
    expect(analysis.sort).toEqual({ Dur_sec: -1 });
    expect(analysis.limit).toBe(1);
  });

  test('a measure word no cut-off head opens reaches no field: "speed" is no `Dur_sec`', () => {
    expect(analyze('average crossing speed', CABLEWAY).analysis.metric).toBeNull();
  });
});
