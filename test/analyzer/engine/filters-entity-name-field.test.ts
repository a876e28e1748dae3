import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a value given to an entity noun is the name of that collection', () => {
  // each collection keeps a plain name or title; fields are listed collection by collection
  const ARCHIVE = {
    fields: ['BandId', 'Name', 'Records', 'Records.RecordId', 'Records.Title', 'LabelId', 'label_name', 'city'],
    collections: ['Band', 'Label'],
  };

  test('the quoted value after the noun: its collection\'s plain name field', () => {
    expect(filters('records of the band "Night Owls"', ARCHIVE)).toEqual({ Name: 'Night Owls' });
  });

  test('a field owned by the noun by its own name still wins', () => {
    expect(filters('records of the label "Blue Note"', ARCHIVE)).toEqual({ label_name: 'Blue Note' });
  });
});

describe('filters: the kind of place said next to a place that names several kinds', () => {
  const BRANCHES = { fields: ['branch_id', 'branch_name', 'city', 'state', 'country'], collections: ['branches'] };

  test.each([
    ['branches in New Jersey state', { state: 'New Jersey' }],
    ['branches we run in the state of Rhode Island', { state: 'Rhode Island' }],
    ['branches in the country of Georgia', { country: 'Georgia' }],
    ['branches in Georgia', { state: 'Georgia' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, BRANCHES)).toEqual(expected);
  });
});
