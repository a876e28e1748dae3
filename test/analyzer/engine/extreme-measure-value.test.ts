import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// depots that embed their shipments, each shipment storing its value
const DEPOTS = {
  fields: ['depot_name', 'region', 'shipments', 'shipments.shipment_code', 'shipments.value_of_shipment', 'shipments.pallet_count'],
  collections: ['depots'],
};

describe('a superlative of a generic measure word, then the records it belongs to, asks for that one value', () => {
  test.each([
    ['Find the greatest value carried by any shipment.', '$max'],
    ['Tell me the smallest value across the shipments.', '$min'],
  ] as const)('%p → %p', (prompt, op) => {
    const { analysis, explanation } = analyze(prompt, DEPOTS, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe('shipments.value_of_shipment');
    expect(analysis.sort).toEqual({});
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.extreme-measure');
  });

  test('records named before the superlative are ranked, not reduced to a value', () => {
    expect(analyze('Which depot has the highest value of shipments?', DEPOTS).analysis.operation).not.toBe('$max');
  });

  test('a measure no field of those records stores asks for nothing', () => {
    expect(analyze('What is the highest value recorded in the regions?', DEPOTS).analysis.operation).toBeNull();
  });
});
