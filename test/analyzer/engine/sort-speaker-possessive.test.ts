import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: a superlative after "our" or "my" ranks the records, one after "their" picks a part of each', () => {
  // an invented stud farm: horses with their birth dates and race results
  const STUD = { fields: ['_id', 'horseId', 'label', 'birthDate', 'races', 'races.ranOn', 'races.place'], collections: ['horses'] };

  test('"our oldest horse" sorts the horses', () => {
    const { analysis } = analyze('which is our oldest horse?', STUD);
    expect(analysis.sort).toEqual({ birthDate: 1 });
    expect(analysis.limit).toBe(1);
  });

  test('"their latest race" leaves the horses unordered', () => {
    expect(analyze('horses with their latest race', STUD).analysis.sort).toEqual({});
  });
});
