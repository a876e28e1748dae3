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
    expect(analyze('Which depot has the highest value of shipments?', DEPOTS).analysis).toMatchObject({
      operation: null, sort: { 'shipments.value_of_shipment': -1 }, limit: 1,
    });
  });

  test('a measure no field of those records stores asks for nothing', () => {
    expect(analyze('What is the highest value recorded in the regions?', DEPOTS).analysis.operation).toBeNull();
  });
});

describe('a superlative that ranked nothing, then a field named a few words on, asks for that field\'s extreme', () => {
  // coach routes with a fare and a length each, run by an embedded operator
  const ROUTES = { fields: ['route_code', 'origin', 'destination', 'Fare_EUR', 'Distance_km', 'operator', 'operator.operator_name'], collections: ['routes'] };
  test.each([
    ['tell me the highest (in euros) charged for a fare', '$max', 'Fare_EUR'],
    ['give me the smallest on record of the distance', '$min', 'Distance_km'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const { analysis, explanation } = analyze(prompt, ROUTES, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe(metric);
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.extreme-of-named-field');
  });

  test('a word standing for a field (a skeleton of its name) names it before a field named further on', () => {
    // dockings keep their length in minutes under a shortened name
    const DOCKINGS = { fields: ['vessel', 'Berth', 'MNS'], collections: ['dockings'] };
    const { analysis, explanation } = analyze('Show the peak docking minutes for each berth.', DOCKINGS, { explain: true });
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('MNS');
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.extreme-of-named-field');
  });

  test('a field of words after the superlative asks for no extreme', () => {
    expect(analyze('What is the highest honour given to the operator name on file?', ROUTES).analysis.operation).toBeNull();
  });
});

describe('a question asking for the very field a superlative ranks by wants its extreme', () => {
  const PARCELS = { fields: ['parcel_ref', 'courier', 'dispatch_date', 'weight_kg'], collections: ['parcels'] };
  test.each([
    ['what date did the latest parcel ship', '$max'],
    ['which dispatch date had the earliest parcel', '$min'],
  ] as const)('%p → %p of the date', (prompt, op) => {
    const { analysis, explanation } = analyze(prompt, PARCELS, { explain: true });
    expect(analysis.operation).toBe(op);
    expect(analysis.metric).toBe('dispatch_date');
    expect(analysis.sort).toEqual({});
    expect(explanation?.metric.evidence.map((e) => e.rule)).toContain('metric.asked-extreme');
  });

  test('asking for another field keeps the ranking', () => {
    const { analysis } = analyze('Which courier carried the most recent parcel?', PARCELS);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ dispatch_date: -1 });
  });
});

// refunds and grants both keep a plain `amount`, listed once; the grants also embed milestone amounts
const FUND = {
  fields: ['grantId', 'amount', 'awardedOn', 'milestones.amount', 'milestones.dueOn', 'refundId', 'reason', 'refundedOn'],
  collections: ['grants', 'refunds'],
};

describe('the records\' noun before a generic measure word names their field of that name', () => {
  test('"what is the largest refund amount?" asks the one value', () => {
    const { analysis, explanation } = analyze('what is the largest refund amount?', FUND, { explain: true });
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('amount');
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.superlative-records-measure');
  });

  test('"which reason has the smallest refund amount?" still ranks records', () => {
    const { analysis } = analyze('which reason has the smallest refund amount?', FUND);
    expect(analysis.operation).toBeNull();
  });
});

describe('a superlative, the records\' noun, then a generic measure word their field names before its unit', () => {
  // an invented lumber yard: orders keep an amount in pounds, deliveries a value in yen
  const YARD = {
    fields: ['_id', 'order_id', 'amount_gbp', 'placed_on', 'customer_id', 'delivery_id', 'value_yen', 'truck_no', 'customer_name'],
    collections: ['customers', 'deliveries', 'orders'],
  };
  const sortRules = (prompt: string, schema: typeof YARD) => analyze(prompt, schema, { explain: true }).explanation?.sort.evidence.map((e) => e.rule) ?? [];
  test('"the highest order amount" asks for the largest `amount_gbp`', () => {
    const { analysis, explanation } = analyze("what's the highest order amount", YARD, { explain: true });
    expect(analysis).toMatchObject({ operation: '$max', metric: 'amount_gbp', sort: {}, limit: null });
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.superlative-records-measure');
  });
  test('a word between the superlative and the records\' noun leaves the figure to the groups\' ranking', () => {
    expect(analyze('which customer has the highest total order amount', YARD).analysis.sort).toEqual({ amount_gbp: -1 });
    expect(sortRules('which customer has the highest total order amount', YARD)).toEqual(['sort.ranked-figure']);
  });
  test('a field whose name the measure word does not open is not called by it', () => {
    const GROSS = { ...YARD, fields: YARD.fields.map((f) => (f === 'amount_gbp' ? 'gross_amount_gbp' : f)) };
    expect(sortRules("what's the highest order amount", GROSS)).not.toContain('sort.superlative-records-measure');
  });
});
