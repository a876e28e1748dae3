import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented dog-walking service: kennels, walkers and owners each keep a name
const WALKS = {
  fields: ['kennelId', 'kennelName', 'city', 'walkerId', 'walkerName', 'hiredOn', 'ownerId', 'ownerName', 'phone'],
  collections: ['kennels', 'walkers', 'owners'],
};

test('"alphabetically by name" sorts by the name of the records the question is about', () => {
  const { analysis } = analyze('List the walkers hired before 2020, alphabetically by name.', WALKS);
  expect(analysis.sort).toEqual({ walkerName: 1 });
  expect(analyze('show owners in alphabetical order by name', WALKS).analysis.sort).toEqual({ ownerName: 1 });
});
