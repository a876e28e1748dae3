import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name part said of named records goes to the name field those records own', () => {
  // potters keep `FirstName`/`LastName`, buyers `GivenName`/`FamilyName`; each block is listed after its own key
  const STUDIO = { fields: ['_id', 'FirstName', 'LastName', '_id', 'GivenName', 'FamilyName', 'Phone'], collections: ['potters', 'buyers'] };

  test.each(['buyers with the surname Okafor', 'buyers with the last name Okafor'])('%p', (prompt) => {
    expect(analyze(prompt, STUDIO).analysis.filters).toEqual({ FamilyName: 'Okafor' });
  });

  test('a full name said of them fills their own first and last names', () => {
    expect(analyze('buyers named Ines Okafor', STUDIO).analysis.filters).toEqual({ GivenName: 'Ines', FamilyName: 'Okafor' });
  });

  test('the records owning the field named keep it', () => {
    expect(analyze('potters with the surname Okafor', STUDIO).analysis.filters).toEqual({ LastName: 'Okafor' });
  });
});

describe('filters: a year said of records counted per group dates those records, not the groups', () => {
  const KILNS = { fields: ['_id', 'name', 'BuiltYear', '_id', 'kiln_id', 'FiredAt', 'pieces'], collections: ['kilns', 'firings'] };

  test.each(['number of firings per kiln in 2023', 'firings for each kiln in 2023'])('%p', (prompt) => {
    const { analysis } = analyze(prompt, KILNS);
    expect(analysis.filters).toEqual({});
    expect(analysis.timeFrame).toEqual({ start: '2023-01-01', end: '2024-01-01' });
  });

  test('a year said of the groups themselves stays theirs', () => {
    expect(analyze('kilns in 2023', KILNS).analysis.filters).toEqual({ BuiltYear: 2023 });
  });
});

describe('filters: a name after "at" ending in an institution noun is an affiliation, no place', () => {
  test.each([
    ["who's at Tarnby University?", ['_id', 'name', 'institution', 'country', 'city'], 'institution', 'Tarnby University'],
    ['fellows at the Orvell Institute', ['_id', 'name', 'affiliation', 'city'], 'affiliation', 'Orvell Institute'],
  ])('%p', (prompt, fields, field, value) => {
    expect(analyze(prompt, { fields, collections: ['fellows'] }).analysis.filters).toEqual({ [field]: value });
  });

  test('a plain place after "in" stays a place', () => {
    expect(analyze('fellows in Tarnby', { fields: ['_id', 'name', 'institution', 'city'], collections: ['fellows'] }).analysis.filters).toEqual({ city: 'Tarnby' });
  });
});
