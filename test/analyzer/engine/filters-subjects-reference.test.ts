import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A bakery chain: bakers keep the oven they work at as `homeOvenId`, ovens their own `ovenId`, bakes the oven used. */
const BAKERY = {
  fields: ['bakerId', 'bakerName', 'homeOvenId', 'ovenId', 'ovenLabel', 'maxTempC', 'bakeId', 'loaves', 'bakedOn'],
  collections: ['bakers', 'ovens', 'bakes'],
};

describe('filters: an entity\'s id after the records asked about goes to the key those records point at it by', () => {
  test.each([
    ['bakers working at oven OV-07', { homeOvenId: 'OV-07' }, 'filters.code+subjects-reference'],
    ['bakers working at oven 7', { homeOvenId: 7 }, 'filters.entity-number+subjects-reference'],
  ] as const)('%p', (prompt, expected, rule) => {
    const { analysis, explanation } = analyze(prompt, BAKERY, { explain: true });
    expect(analysis.filters).toEqual(expected);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain(rule);
  });

  test('records keeping no such key of their own use the entity\'s key', () => {
    expect(analyze('bakes done in oven OV-07', BAKERY).analysis.filters).toEqual({ ovenId: 'OV-07' });
  });
});
