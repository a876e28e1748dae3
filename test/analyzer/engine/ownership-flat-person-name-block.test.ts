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
  // an invented museum: an exhibit's fields with the room and the curator it points at, the room's key first, the
  // curators' own fields (their key listed already), the rooms' named fields far after, then the visits
  const fields = ['_id', 'exhibit_no', 'title', 'room_id', 'curator_id', 'loaned', 'insured_value', 'first_name', 'last_name', 'email',
    'room_name', 'floor', 'visit_id', 'visited_on', 'party_size'];
  const owner = ownerIn(fields, ['curators', 'exhibits', 'rooms', 'visits']);
  expect(['room_id', 'curator_id', 'insured_value'].map(owner)).toEqual(['exhibits', 'exhibits', 'exhibits']);
  expect(['first_name', 'email'].map(owner)).toEqual(['curators', 'curators']);
  expect(owner('floor')).toBe('rooms');
});

test('negative (pointing-key-clears): a key whose collection\'s fields follow it right away still stops the person\'s name', () => {
  // the room's key begins the rooms' fields; the curator's key after them begins the curators', not the rooms'
  const fields = ['_id', 'exhibit_no', 'title', 'room_id', 'room_name', 'curator_id', 'loaned', 'first_name', 'last_name', 'email',
    'visit_id', 'visited_on', 'party_size'];
  const owner = ownerIn(fields, ['curators', 'exhibits', 'rooms', 'visits']);
  expect(['room_id', 'room_name'].map(owner)).toEqual(['rooms', 'rooms']);
  expect(['curator_id', 'loaned', 'first_name'].map(owner)).toEqual(['curators', 'curators', 'curators']);
});
