import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a property schema: buildings store their floor count, a resident count and the name of their architect; units are
// embedded records
const BUILDINGS = {
  fields: ['building_code', 'building_name', 'Floors', 'Num_of_Residents', 'Architect', 'units', 'units.unit_id', 'units.rent'],
  collections: ['buildings'],
};
const run = (prompt: string) => analyze(prompt, BUILDINGS, { explain: true });

describe('"the number of X" where a field stores that number', () => {
  const shown = ['Show the name and number of floors of every building.', 'List the building names and the number of residents, tallest first.',
    'the buildings whose number of floors is greater than 10'];
  for (const prompt of shown) {
    test(`${prompt} shows the stored value: no count`, () => {
      expect([run(prompt).analysis.operation, run(prompt).analysis.intent]).toEqual([null, 'find']);
    });
  }

  test.each([
    // a field named in the singular holds a name, not a number
    ['Show the number of architects.', '$count' as const],
    // embedded records are counted
    ['the number of units in each building', '$count' as const],
  ])('%p still counts', (prompt, op) => {
    expect(run(prompt).analysis.operation).toBe(op);
  });
});
