import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a club schema: members with a name, an age and a join date
const CLUB = { fields: ['member_id', 'member_name', 'age', 'joined_on', 'city'], collections: ['members'] };
const sortOf = (prompt: string) => analyze(prompt, CLUB).analysis.sort;

describe('an order verb with words before its "by"', () => {
  test.each([
    ['List the members in Leeds and order the list by their age.', { age: 1 as const }],
    ['Show all members, please sort them by their age.', { age: 1 as const }],
    ['the names of members, ordered descending by age', { age: -1 as const }],
    ['Retrieve every member name, ordering them by city in a descending manner.', { city: -1 as const }],
    ['List the member names in alphabetic order.', { member_name: 1 as const }],
    ['member names sorted according to the alphabet', { member_name: 1 as const }],
  ])('%p → %p', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual(sort);
  });

  test('a verb followed by other words before "by" is no order', () => {
    expect(sortOf('members ranked highly by the city council')).toEqual({});
  });
});
