import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented music library listed table by table, each field once: a score's own fields with the composer it points
// at, the composers' own fields (their key listed already), then the performances and the halls
const MUSIC = {
  fields: [
    '_id', 'ScoreID', 'Title', 'ComposerID', 'KeySignature', 'Pages', 'Movements', 'FirstName', 'LastName', 'Born', 'School',
    'PerformanceID', 'PerformedOn', 'Audience', 'HallID', 'HallName', 'Seats',
  ],
  collections: ['Composers', 'Halls', 'Performances', 'Scores'],
};

const ownerIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('a person\'s name after a titled record\'s fields begins the fields of the collection its key points at', () => {
  const owner = ownerIn(MUSIC.fields, MUSIC.collections);
  expect(owner('ComposerID')).toBe('Scores');
  expect(owner('Pages')).toBe('Scores');
  expect(owner('Movements')).toBe('Scores');
  expect(owner('FirstName')).toBe('Composers');
  expect(owner('School')).toBe('Composers');
  expect(owner('Audience')).toBe('Performances');
});

test('negative: a title after a person\'s name (a job title) begins nothing', () => {
  const fields = ['_id', 'ComposerID', 'LastName', 'FirstName', 'Title', 'Born', 'ScoreID', 'ScoreTitle', 'Pages', 'HallID', 'HallName', 'Seats'];
  const owner = ownerIn(fields, ['Composers', 'Halls', 'Scores']);
  expect(owner('Title')).toBe('Composers');
  expect(owner('Born')).toBe('Composers');
  expect(owner('Pages')).toBe('Scores');
});

test('negative: a key between naming a collection its own fields name still begins that collection', () => {
  const fields = ['_id', 'ScoreID', 'Title', 'ComposerID', 'ComposerBio', 'FirstName', 'LastName', 'HallID', 'HallName', 'Seats'];
  const owner = ownerIn(fields, ['Composers', 'Halls', 'Scores']);
  expect(owner('ComposerBio')).toBe('Composers');
  expect(owner('FirstName')).toBe('Composers');
});

test('a key between that points already (its collection\'s named fields far later) stops nothing (rule: pointing-key-clears)', () => {
  // an invented canteen: a dish's fields with the chef and kitchen it points at, the chefs' own fields (their key
  // listed already), the orders, then the kitchens, named by their own name far from the dish's kitchen_id
  const fields = ['_id', 'dish_id', 'plu_code', 'title', 'chef_id', 'course_code', 'year_added', 'calories', 'kitchen_id', 'portions_left',
    'first_name', 'last_name', 'nationality', 'birth_year', 'order_id', 'ordered_at', 'total', 'tip', 'kitchen_name', 'city', 'opened_year'];
  const owner = ownerIn(fields, ['chefs', 'dishes', 'kitchens', 'orders']);
  expect(['chef_id', 'calories', 'kitchen_id', 'portions_left'].map(owner)).toEqual(['dishes', 'dishes', 'dishes', 'dishes']);
  expect(['first_name', 'birth_year'].map(owner)).toEqual(['chefs', 'chefs']);
  expect(owner('city')).toBe('kitchens');
});
