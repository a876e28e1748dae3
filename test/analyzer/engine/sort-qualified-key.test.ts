import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Towers embed the offices they hold; an office points back at its company. */
const TOWERS = { fields: ['_id', 'name', 'height', 'offices', 'offices.company_id', 'offices.tower_id', 'offices.floor'], collections: ['towers', 'companies'] };

describe('a thing named before the sort key qualifies it ("by tower height")', () => {
  test.each([
    ['names of towers sorted by tower height', { height: 1 }],
    ['every tower with its name, in descending order of tower height', { height: -1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, TOWERS).analysis.sort).toEqual(sort as never);
  });

  test('the thing alone still sorts by its id', () => {
    expect(analyze('offices sorted by company', TOWERS).analysis.sort).toEqual({ 'offices.company_id': 1 });
  });
});
