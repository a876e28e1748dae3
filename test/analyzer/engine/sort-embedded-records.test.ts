import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** One collection whose documents embed lists of records, each with an id first. */
const SCHEMA = {
  fields: [
    'city_id', 'city_name', 'Towers', 'Towers.tower_id', 'Towers.name', 'Towers.height', 'Towers.opened_on',
    'Halls', 'Halls.hall_id', 'Halls.capacity', 'Tickets', 'Tickets.ticket_id', 'Tickets.fee',
    'Visits', 'Visits.visit_id', 'Visits.visitor_name', 'Visits.visit_date', 'Visits.stars',
  ],
  collections: ['cities'],
};

describe('sort: a superlative over embedded records ranks them by a value, never by their id', () => {
  test.each<[string, Record<string, 1 | -1>]>([
    ['which city has the highest tower', { 'Towers.height': -1 }],
    ['the city with the most expensive ticket', { 'Tickets.fee': -1 }],
    ['name the city with the largest hall', { 'Halls.capacity': -1 }],
    ['the city with the lowest visit', { 'Visits.stars': 1 }],
  ])('%p → %p', (prompt, sort) => {
    expect(analyze(prompt, SCHEMA).analysis.sort).toEqual(sort);
  });
});
