import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented bakeries: `st_line` is a street line, `st_abbr` the state written short
const BAKERIES = { fields: ['bakery_id', 'bakery_name', 'st_line', 'city_nm', 'st_abbr'], collections: ['bakeries'] };
const STREET_ONLY = { fields: ['bakery_id', 'bakery_name', 'st_line', 'city_nm'], collections: ['bakeries'] };
const BARE_STATE = { fields: ['bakery_id', 'bakery_name', 'st', 'city_nm'], collections: ['bakeries'] };

describe('field roles: a role word so short it is another word too plays its role only as a whole name or before a code ending', () => {
  test('a state fills `st_abbr`, not the street line', () => {
    expect(analyze('bakeries in Ohio', BAKERIES).analysis.filters).toEqual({ st_abbr: 'Ohio' });
  });

  test('a field named `st` alone keeps the state', () => {
    expect(analyze('bakeries in Ohio', BARE_STATE).analysis.filters).toEqual({ st: 'Ohio' });
  });

  test('"each state" groups by `st_abbr`, and by no street field', () => {
    expect(analyze('how many bakeries in each state', BAKERIES).analysis.groupBy).toEqual(['st_abbr']);
    expect(analyze('how many bakeries in each state', STREET_ONLY).analysis.groupBy).toEqual([]);
  });
});
