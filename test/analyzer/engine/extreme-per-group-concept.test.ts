import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: ferry crossings, each with a route, a vessel class, a hull length and a ticket price. */
const FERRIES = {
  fields: ['crossing_id', 'route', 'vessel_class', 'hull_length_m', 'ticket_price', 'departure_dt', 'operator_id', 'seat_type'],
  collections: ['crossings', 'operators'],
};

describe('a superlative read by its concept ranks one field per group', () => {
  test.each([
    ['longest vessel of each vessel class', '$max', 'hull_length_m', 'vessel_class'],
    ['cheapest crossing for each route', '$min', 'ticket_price', 'route'],
    ['the priciest crossing for every operator', '$max', 'ticket_price', 'operator_id'],
  ])('%p → %p of %p per %p', (prompt, operation, metric, key) => {
    const { analysis, explanation } = analyze(prompt, FERRIES, { explain: true });
    expect(analysis).toMatchObject({ operation, metric, groupBy: [key], sort: {}, limit: null });
    expect(explanation!.operation!.evidence.map((e) => e.rule)).toContain('operation.extreme-per-group');
  });

  test.each([
    // no grouping phrase: the records are ranked
    ['the longest vessels', { operation: null, sort: { hull_length_m: -1 } }],
    ['cheapest crossings sorted by route', { operation: null, groupBy: [] }],
    // recency ranks records, not a field's extreme
    ['the most recent crossing on each route', { operation: null }],
  ])('%p stays a ranking', (prompt, expected) => {
    expect(analyze(prompt, FERRIES).analysis).toMatchObject(expected);
  });
});
