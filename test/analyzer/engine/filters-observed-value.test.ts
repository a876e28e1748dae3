import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A soil lab: plots embed their samples, each naming the analyte measured and the value found. */
const SOIL = {
  collections: ['plots'],
  fields: ['plotId', 'farm', 'hectares', 'samples', 'samples.analyte', 'samples.value', 'samples.unit', 'samples.depthCm', 'samples.takenOn', 'rainfallMm', 'elevation'],
};

describe('a bound right after what was observed, where no field is named', () => {
  test('is on the one observation value the schema keeps (filters.compare*+observed-value)', () => {
    const { analysis, explanation } = analyze('anyone with nitrate above 40', SOIL, { explain: true });
    expect(analysis.filters).toMatchObject({ 'samples.value': { $gt: 40 } });
    expect(explanation!.filters.evidence.some((e) => e.rule.endsWith('+observed-value'))).toBe(true);
  });

  test('a field named before the bound keeps it', () => {
    expect(analyze('plots with hectares above 40', SOIL).analysis.filters).toEqual({ hectares: { $gt: 40 } });
  });
});
