import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const FACULTY = {
  fields: ['org_name', 'budget', 'lecturer', 'lecturer.lecturer_id', 'lecturer.name', 'lecturer.org_name', 'lecturer.wage'],
  collections: ['departments'],
};
const VENUES = { fields: ['guest_name', 'guest_email', 'hall_name', 'hall_floor'], collections: ['guests', 'halls'] };

describe('sort: which name an alphabetical order sorts', () => {
  test.each<[string, typeof FACULTY, Record<string, 1 | -1>]>([
    ['list in alphabetical order the names of all lecturers', FACULTY, { 'lecturer.name': 1 }],
    ['the distinct names of the lecturers, ordered by name', FACULTY, { 'lecturer.name': 1 }],
    ['show all the halls in alphabetical order', VENUES, { hall_name: 1 }],
    ['the emails of every guest in alphabetical order', VENUES, { guest_email: 1 }],
    ['print an alphabetical index of every single lecturer name', FACULTY, { 'lecturer.name': 1 }],
    ['print an alphabetical rundown of the vacant halls', VENUES, { hall_name: 1 }],
  ])('%p → %p', (prompt, schema, sort) => {
    expect(analyze(prompt, schema).analysis.sort).toEqual(sort);
  });
});
