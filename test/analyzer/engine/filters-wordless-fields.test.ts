import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const RACES = { fields: ['stage_name', 'year', 'entries', 'entries.rider_ref', 'entries.top_speed', 'entries.points', 'entries.finish_order', 'entries.Laps_Completed'], collections: ['stages'] };
const RALLIES = {
  fields: ['venue_name', 'country', 'rallies', 'rallies.name', 'rallies.year', 'rallies.riderStandings', 'rallies.riderStandings.rider_id', 'rallies.riderStandings.points', 'riderRef'],
  collections: ['venues', 'riders'],
};
const LIBRARY = { fields: ['branch_name', 'loans', 'loans.loan_date', 'loans.member_name'], collections: ['branches'] };
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a value in words goes to no field that keeps a number, a date or a yes/no', () => {
  test('a name is no value of a measure, an order or a count of things done', () => {
    expect(filters('What is the average top speed for the Alpine Crown?', RACES)).toEqual({});
    expect(filters('How many laps were completed in the Alpine Crown?', RACES)).toEqual({});
    expect(filters('Which rider had the finish order "Alpine Crown"?', RACES)).toEqual({});
  });

  test('it goes to the name of the thing named right before it instead', () => {
    expect(filters('How many riders joined the rally for the Copper Basin Cup that ran in 2011?', RALLIES)).toEqual({ 'rallies.name': 'Copper Basin Cup' });
  });

  test('a month stays on a date field', () => {
    expect(Object.keys(filters('Show loans with loan date "March"', LIBRARY))).toEqual(['loans.loan_date']);
  });
});
