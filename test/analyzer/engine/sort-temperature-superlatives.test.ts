import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: hottest, warmest, coldest and coolest rank by a temperature field (sort.attribute-…)', () => {
  // an invented bakery: oven logs with the oven's and the room's temperatures
  const OVENS = { fields: ['_id', 'logId', 'oven_temp_c', 'room_temp_c', 'loggedAt'], collections: ['logs'] };

  test.each<[string, Record<string, 1 | -1>, string]>([
    ['the 5 hottest oven temperature logs', { oven_temp_c: -1 }, 'sort.attribute-hottest'],
    ['3 coolest room temp logs', { room_temp_c: 1 }, 'sort.attribute-coolest'],
  ])('%p sorts %p', (prompt, sort, rule) => {
    const { analysis, explanation } = analyze(prompt, OVENS, { explain: true });
    expect(analysis.sort).toEqual(sort);
    expect(explanation?.sort.evidence.map((e) => e.rule)).toContain(rule);
  });
});
