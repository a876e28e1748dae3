import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// ports store how many ferry passengers they saw and embed their berths
const PORTS = { fields: ['port_id', 'port_name', 'Cargo_Ships', 'Ferry_Passengers', 'berths', 'berths.berth_id'], collections: ['Ports'] };

test('"the highest count of" a field that stores the number ranks by that field', () => {
  const { analysis, explanation } = analyze('Which port saw the highest count of ferry passengers?', PORTS, { explain: true });
  expect(analysis.sort).toEqual({ Ferry_Passengers: -1 });
  expect(explanation!.sort.evidence[0]!.rule).toBe('sort.superlative-count-of-field');
});

test('"the highest count of" embedded records still counts them', () => {
  expect(analyze('Which port offers the highest count of berths?', PORTS).analysis.sort).toEqual({ count: -1 });
});
