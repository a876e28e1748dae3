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

describe('a superlative that ranked nothing, then a field named a few words on, asks for that field\'s extreme', () => {
  // a gym logging its members' lifts, one field per exercise
  const GYM = { fields: ['member_name', 'club', 'Deadlift', 'Bench', 'BMI'], collections: ['lifts'] };
  test.each([
    ['What is the lowest result logged for the Deadlift exercise?', '$min', 'Deadlift'],
    ['what is the highest Body Mass Index (BMI) reading among members', '$max', 'BMI'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = analyze(prompt, GYM, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.extreme-of-named-field');
  });

  test('a field of words after the superlative asks for no extreme', () => {
    expect(analyze('What is the highest honour given to the captain name on file?', GYM).analysis.operation).toBeNull();
  });
});

describe('a question asking for the very field a superlative ranks by wants its extreme', () => {
  const BRIDGES = { fields: ['bridge_name', 'river', 'year'], collections: ['bridges'] };
  test.each([
    ['In which year was the newest bridge built?', '$max'],
    ['what year did the oldest bridge open', '$min'],
  ] as const)('%p → %p of the year', (prompt, op) => {
    const { analysis, explanation } = analyze(prompt, BRIDGES, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe('year');
    expect(analysis.sort).toEqual({});
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.asked-extreme');
  });

  test('asking for another field keeps the ranking', () => {
    const { analysis } = analyze('Which river has the newest bridge?', BRIDGES);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ year: -1 });
  });
});
