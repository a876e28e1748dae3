import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { analyze } from './fixtures.ts';

describe('fields: every spelling of a name part names the field that holds it', () => {
  test('"first name", "given name" and "forename" name `fname`; "surname" names `last_name`', () => {
    const index = buildFieldIndex(['writer_id', 'name', 'fname', 'Crew.last_name'], []);
    const named = (key: string) => index.phrases.get(key)?.map((c) => c.entry.name);
    expect(named('firstname')).toEqual(['fname']);
    expect(named('givenname')).toEqual(['fname']);
    expect(named('forename')).toEqual(['fname']);
    expect(named('surname')).toEqual(['Crew.last_name']);
  });

  test('a schema without name parts gains no such phrase', () => {
    expect(buildFieldIndex(['writer_id', 'name', 'title'], []).phrases.has('firstname')).toBe(false);
  });
});

describe('filters: a quoted value after a name part goes to that part, not to a plain name field', () => {
  const WRITERS = { fields: ['writer_no', 'name', 'fname', 'lname', 'hometown'], collections: ['writers'] };
  test.each([
    ["the last name of the writer with first name 'Oskar'", { fname: 'Oskar' }],
    ['writers whose given name is "Mira"', { fname: 'Mira' }],
    ['the first names of writers whose surname is "Okafor"', { lname: 'Okafor' }],
    ['writers with last name "Okafor"', { lname: 'Okafor' }],
    ["writers named 'Okafor'", { name: 'Okafor' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, WRITERS).analysis.filters).toEqual(expected);
  });
});

describe('filters: a two-word name closed by a place noun is no person\'s name', () => {
  const LODGES = {
    fields: ['facility_id', 'facility_name', 'Offers', 'Offers.lodge_id', 'lodge_id', 'lodge_name', 'StuID', 'Fname', 'LName'],
    collections: ['Facility', 'Lodge', 'Student'],
  };
  const fields = (prompt: string) => Object.keys(analyze(prompt, LODGES).analysis.filters);
  test.each([
    ['facilities in the Baker Hall lodge', ['lodge_name']],
    ["the facilities of 'Baker Hall'", ['facility_name']],
    ['students named Linda Baker', ['Fname', 'LName']],
    ["students named 'Linda Baker'", ['Fname', 'LName']],
  ])('%p', (prompt, expected) => {
    expect(fields(prompt)).toEqual(expected);
  });
});
