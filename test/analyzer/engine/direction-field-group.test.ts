import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: barge voyages between ports, with a port fee and an agent per port. */
const VOYAGES = { fields: ['voyage_id', 'barge', 'from_port', 'to_port', 'cargo_t', 'port_fee', 'port_agent', 'sailed_on'], collections: ['voyages', 'ports'] };
/** Embedded moves of a herd between pens. */
const HERD = { fields: ['cow_id', 'pen', 'moves.move_id', 'moves.from_pen', 'moves.to_pen', 'moves.date'], collections: ['cows'] };

describe('a quantifier after a direction preposition groups by that end of a movement', () => {
  test.each([
    ['how many voyages sailed to each port', VOYAGES, 'to_port'],
    ['how many voyages left from each port', VOYAGES, 'from_port'],
    ['average cargo to every port', VOYAGES, 'to_port'],
    ['how many moves went to each pen', HERD, 'moves.to_pen'],
  ])('%p → %p', (prompt, schema, key) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.groupBy).toEqual([key]);
    expect(explanation!.groupBy!.evidence.some((e) => e.rule.endsWith('+direction-field'))).toBe(true);
  });

  test.each([
    // no direction preposition before the quantifier
    ['voyages per port', VOYAGES],
    ['how many voyages for each barge', VOYAGES],
    // the noun goes on: the port's agent, not the port
    ['how many voyages were reported to each port agent', VOYAGES],
    // a listing: no figure per group
    ['list voyages to each port', VOYAGES],
    // no field names that end of a movement
    ['how many cows went to each barn', HERD],
  ])('%p reads no direction field', (prompt, schema) => {
    const { explanation } = analyze(prompt, schema, { explain: true });
    expect(explanation!.groupBy!.evidence.some((e) => e.rule.endsWith('+direction-field'))).toBe(false);
  });
});
