import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a school board: schools store their enrollment and embed their teachers
const BOARD = {
  fields: ['school_id', 'school_name', 'district', 'Enrollment', 'teachers', 'teachers.teacher_id', 'teachers.subject'],
  collections: ['Schools'],
};

test('a field, "of", then a comparison bounds that stored value: nothing is counted per group', () => {
  expect(analyze('Name the districts of schools with an Enrollment of over 900 pupils.', BOARD).analysis.groupBy).toEqual([]);
});

test('a count of records after a group noun still groups', () => {
  expect(analyze('Which districts have more than 3 schools?', BOARD).analysis.groupBy).toEqual(['district']);
});
