import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a magazine schema with records embedded in a root collection and stored daily and weekly figures
const MAGAZINE = {
  fields: ['Edition_ID', 'Print_Date', 'Weeks_on_Shelf', 'Story', 'Writer', 'Writer.Writer_ID', 'Writer.Age', 'Writer.Name', 'Daily_Reads', 'Hours_Per_Week'],
  collections: ['edition'],
};
const HARBOURS = { fields: ['id', 'Town', 'Country', 'Code', 'name'], collections: ['harbour'] };
const run = (prompt: string, schema = MAGAZINE) => analyze(prompt, schema).analysis;

describe('phrases that look like a grouping and are not', () => {
  test.each([
    // a "by" whose key is qualified or put in order names an agent or a sort key
    'Give the print dates of editions by writers aged 40 or more',
    'List the print dates of editions by the writer named Halvorsen',
    'List the stories by print date in descending order',
    'Show every story by print date from the most recent down to the earliest',
    // a time unit that a stored rate names, or that follows a unit of measure
    'Show the stories with daily reads over 300',
    'Average weekly hours of the editions',
    'total hours per week of the editions',
    'the peak speed of the ferry in miles per hour',
    // "which X have …" with no count of records
    'Which writers have the name "Halvorsen"?',
    'Which stories are found in the editions, arranged in ascending order?',
  ])('%p', (prompt) => {
    expect(run(prompt).groupBy).toEqual([]);
  });
});

describe('their grouping readings still group', () => {
  test.each([
    ['stories by writer', MAGAZINE, ['Writer.Writer_ID']],
    ['group the editions by print date in descending order', MAGAZINE, ['Print_Date']],
    ['story counts by writer in descending order', MAGAZINE, ['Writer.Writer_ID']],
    ['monthly count of editions', MAGAZINE, ['month']],
    ['number of editions per week', MAGAZINE, ['week']],
    ['Name every country having more than 3 harbours', HARBOURS, ['Country']],
  ])('%p → %p', (prompt, schema, groupBy) => {
    expect(run(prompt, schema).groupBy).toEqual(groupBy);
  });
});

describe('one group per embedded record', () => {
  const LIBRARY = {
    fields: ['patron_id', 'patron_name', 'Memberships', 'Memberships.membership_id', 'Memberships.membership_name', 'Memberships.Loans', 'Memberships.Loans.loan_id', 'Memberships.Loans.loan_number', 'Memberships.Loans.fine'],
    collections: ['Patrons'],
  };
  test.each([
    ['How many loans are there for each membership?', ['Memberships.membership_id']],
    ['the loan count for every membership, with the membership name', ['Memberships.membership_name']],
  ])('%p → %p: the record\'s named or identifying field, not the array', (prompt, groupBy) => {
    expect(run(prompt, LIBRARY).groupBy).toEqual(groupBy);
  });

  test('a count threshold about embedded records groups one per record, by its id', () => {
    const a = run('the names of memberships with more than 2 loans', LIBRARY);
    expect(a.groupBy).toEqual(['Memberships.membership_id']);
    expect(a.operation).toBe('$count');
  });
});

describe('"based on" after an accumulated value groups by what follows', () => {
  const CREW = { fields: ['Sailor_ID', 'Sailor_name', 'Age', 'Rank_title', 'Home_port'], collections: ['sailor'] };
  test.each([
    ['What is the average age of sailors based on their rank titles?', ['Rank_title']],
    ['the minimum and maximum ages of sailors based on their respective home ports', ['Home_port']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(run(prompt, CREW).groupBy).toEqual(groupBy);
  });

  test.each([
    'List the sailor names sorted based on their age',
    'List the sailor names based on their home port',
    'Show the top three sailors based on average age',
  ])('%p orders, ranks or lists: no group', (prompt) => {
    expect(run(prompt, CREW).groupBy).toEqual([]);
  });
});
