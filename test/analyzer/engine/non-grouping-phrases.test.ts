import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a music schema with records embedded in a root collection and stored daily and weekly figures
const MUSIC = {
  fields: ['Volume_ID', 'Issue_Date', 'Weeks_on_Top', 'Song', 'Artist', 'Artist.Artist_ID', 'Artist.Age', 'Artist.Name', 'Daily_Plays', 'Hours_Per_Week'],
  collections: ['volume'],
};
const AIRPORTS = { fields: ['id', 'City', 'Country', 'IATA', 'name'], collections: ['airport'] };
const run = (prompt: string, schema = MUSIC) => analyze(prompt, schema).analysis;

describe('phrases that look like a grouping and are not', () => {
  test.each([
    // a "by" whose key is qualified or put in order names an agent or a sort key
    'Return the issue dates of volumes by artists aged 25 or less',
    'List the issue dates of volumes by the artist named Gorgoroth',
    'List the songs by issue date in descending order',
    'Show all songs by issue date from the most recent to the oldest',
    // a time unit that a stored rate names, or that follows a unit of measure
    'Show the songs with daily plays over 100',
    'Average weekly hours of the volumes',
    'total hours per week of the volumes',
    'the top speed in miles per hour',
    // "which X have …" with no count of records
    'Which artists have the name "Gorgoroth"?',
    'What songs are included in the volumes, arranged in ascending order?',
  ])('%p', (prompt) => {
    expect(run(prompt).groupBy).toEqual([]);
  });
});

describe('their grouping readings still group', () => {
  test.each([
    ['songs by artist', MUSIC, ['Artist.Artist_ID']],
    ['group the volumes by issue date in descending order', MUSIC, ['Issue_Date']],
    ['song counts by artist in descending order', MUSIC, ['Artist.Artist_ID']],
    ['monthly count of volumes', MUSIC, ['month']],
    ['number of volumes per week', MUSIC, ['week']],
    ['Which countries have more than 2 airports?', AIRPORTS, ['Country']],
  ])('%p → %p', (prompt, schema, groupBy) => {
    expect(run(prompt, schema).groupBy).toEqual(groupBy);
  });
});

describe('one group per embedded record', () => {
  const BANK = {
    fields: ['customer_id', 'customer_name', 'Accounts', 'Accounts.account_id', 'Accounts.account_name', 'Accounts.Invoices', 'Accounts.Invoices.invoice_id', 'Accounts.Invoices.invoice_number', 'Accounts.Invoices.amount'],
    collections: ['Customers'],
  };
  test.each([
    ['How many invoices are there for each account?', ['Accounts.account_id']],
    ['the invoice count for every account, with the account name', ['Accounts.account_name']],
  ])('%p → %p: the record\'s named or identifying field, not the array', (prompt, groupBy) => {
    expect(run(prompt, BANK).groupBy).toEqual(groupBy);
  });

  test('a count threshold about embedded records groups one per record, by its id', () => {
    const a = run('the names of accounts with more than 2 invoices', BANK);
    expect(a.groupBy).toEqual(['Accounts.account_id']);
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
