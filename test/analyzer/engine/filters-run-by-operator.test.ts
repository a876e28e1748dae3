import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: who something is run by is its operator (filters.agent-run, the agent verb table)', () => {
  // an invented ferry line: boats keep their operator beside a name; ports keep a name
  const FERRIES = {
    fields: ['_id', 'Port_ID', 'Name', 'Berths', 'Boat_ID', 'Operator', 'Cabins', 'Knots'],
    collections: ['ports', 'boats'],
  };
  test('the name after "run by" fills the operator field', () => {
    const result = analyze('What is the average knots of boats run by Gull Isle Shipping?', FERRIES, { explain: true });
    expect(result.analysis.filters).toEqual({ Operator: 'Gull Isle Shipping' });
    // "run" is an agent verb (manager, operator): its rule reads the name before the acted-on reading does
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-run');
  });
});
