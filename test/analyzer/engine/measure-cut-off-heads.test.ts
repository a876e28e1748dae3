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

// an invented seed store: sheds keep their capacity counted in crates, seed packets a price type (a kind, no amount)
const SEEDS = { fields: ['shed_id', 'shed_label', 'capacityCrates', 'packet_id', 'price_type', 'sown_on'], collections: ['sheds', 'packets'] };

describe('a measure word reaches a field that names the measure first and what it is counted in after (`capacityCrates`)', () => {
  test('"the largest capacity" ranks by `capacityCrates`', () => {
    expect(analyze('Which shed has the largest capacity?', SEEDS).analysis.sort).toEqual({ capacityCrates: -1 });
  });

  test('"average capacity" averages it', () => {
    expect(analyze('average capacity of sheds', SEEDS).analysis.metric).toBe('capacityCrates');
  });

  test('a field whose last word names a kind is no measure: "average price" is not `price_type`', () => {
    expect(analyze('average price of packets', SEEDS).analysis.metric).not.toBe('price_type');
  });
});
