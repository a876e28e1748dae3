import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented community centre: members keep their hobbies and a joining date
const CENTRE = { fields: ['memberId', 'fullName', 'hobbies', 'joinedOn', 'classId', 'title'], collections: ['members', 'classes'] };
// the same centre keeping each member's favourite colour
const COLOURS = { fields: ['memberId', 'fullName', 'hobbies', 'favouriteColour', 'joinedOn'], collections: ['members'] };

describe('filters: a verb\'s object given the role a text field names after "as" is its value (filters.named-value+as-field)', () => {
  test('after a relative pronoun and its verb: "members who give sea kayaking as a hobby"', () => {
    const explained = analyze('members who give sea kayaking as a hobby', CENTRE, { explain: true });
    expect(explained.analysis.filters).toEqual({ hobbies: 'sea kayaking' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.named-value+as-field']);
  });

  test('after a lead: "members with pottery as their hobby"', () => {
    expect(analyze('members with pottery as their hobby', CENTRE).analysis.filters).toEqual({ hobbies: 'pottery' });
  });

  test('a word after "as" naming no field gives no value', () => {
    expect(analyze('members who give sea kayaking as a gift', CENTRE).analysis.filters).toEqual({});
  });

  test('a verb alone before "as" is no value: "show members as a table"', () => {
    expect(analyze('show members as a table', CENTRE).analysis.filters).toEqual({});
  });

  test('a short word ending in "ed" is no participle: "members who give red as their favourite colour"', () => {
    expect(analyze('members who give red as their favourite colour', COLOURS).analysis.filters).toEqual({ favouriteColour: 'red' });
  });

  test('a past participle ends the value: "members who list posted letters as a hobby"', () => {
    expect(analyze('members who list posted letters as a hobby', COLOURS).analysis.filters).toEqual({});
  });
});
