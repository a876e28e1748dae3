import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a made-up schema: shows store their attendance, towns their population, climbers their height and weight, gear its price
const FESTIVAL = {
  fields: ['Show_ID', 'Title', 'Venue', 'Attendance', 'Town_ID', 'Town_name', 'Population', 'Climber_ID', 'Climber_name', 'Height', 'Weight', 'Gear_ID', 'Gear_name', 'Price'],
  collections: ['show', 'town', 'climber', 'gear'],
};
const sortOf = (prompt: string) => analyze(prompt, FESTIVAL).analysis.sort;

describe('sort: a word for a stored measure where a count or a range of order would count records', () => {
  test.each([
    ['show titles ranked by the count of attendees, biggest first', { Attendance: -1 }],
    ['the venues of shows, in order of the number of the attendees', { Attendance: 1 }],
    ['the climbers by name, from the least to the most heavy', { Weight: 1 }],
    ['town names, from the least populated to the most populated', { Population: 1 }],
  ])('%p → %p', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual(sort as never);
  });

  test('"costly" ranks by price like "expensive"', () => {
    const { sort, limit } = analyze('What is the name of the most costly gear?', FESTIVAL).analysis;
    expect(sort).toEqual({ Price: -1 });
    expect(limit).toBe(1);
  });

  test('records the schema keeps are still counted', () => {
    expect(sortOf('List the town names sorted by the number of shows in descending order.')).toEqual({ count: -1 });
  });
});
