import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const SILOS = { fields: ['_id', 'silo_code', 'wheat_tonnes_season', 'built_on', 'farm'], collections: ['silos'] };

describe('a superlative before a word that opens only one field measured in a unit ranks by that field', () => {
  test('"the 3 silos with the most wheat" ranks by the tonnes of wheat', () => {
    const { analysis } = analyze('the 3 silos with the most wheat', SILOS);
    expect(analysis.sort).toEqual({ wheat_tonnes_season: -1 });
    expect(analysis.limit).toBe(3);
  });

  test('a field the word opens that keeps no quantity is no measure to rank by', () => {
    const fields = SILOS.fields.map((f) => (f === 'wheat_tonnes_season' ? 'wheat_variety_label' : f));
    const { analysis } = analyze('the 3 silos with the most wheat', { ...SILOS, fields });
    expect(analysis.sort).not.toHaveProperty('wheat_variety_label');
  });
});
