import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const REGATTA = { fields: ['crew_id', 'crew_name', 'results', 'results.crew_id', 'results.Sprint', 'results.Total'], collections: ['crews'] };

describe('fields: a content word a field is called names it before a noun of no field', () => {
  test('"their total points" where a field is called `Total` sorts by it', () => {
    expect(analyze('List the crew names sorted by their total points from highest to lowest.', REGATTA).analysis.sort).toEqual({ 'results.Total': -1 });
  });

  test('"in descending order of total points": the count word names the field, nothing is counted', () => {
    expect(analyze('What are the crew names in descending order of total points?', REGATTA).analysis.sort).toEqual({ 'results.Total': -1 });
  });

  test('"the total points of crews in ascending order" orders the field shown', () => {
    expect(analyze('List the total points of crews in ascending order.', REGATTA).analysis.sort).toEqual({ 'results.Total': 1 });
  });

  test('"total revenue" beside a `revenue` field still sums it', () => {
    const { analysis } = analyze('What is the total revenue?', { fields: ['Total', 'revenue', 'region'], collections: ['sales'] });
    expect(analysis).toMatchObject({ operation: '$sum', metric: 'revenue' });
  });
});
