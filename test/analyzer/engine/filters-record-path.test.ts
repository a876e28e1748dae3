import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: the copy of an attribute under the records the question names', () => {
  // a store's staff with the customers they serve embedded, and a catalogue whose albums embed tracks
  const STORE = {
    fields: ['staffId', 'city', 'state', 'email', 'clients', 'clients.clientId', 'clients.city', 'clients.state', 'clients.email'],
    collections: ['staff'],
  };
  const CATALOGUE = {
    fields: ['labelId', 'name', 'records', 'records.recordId', 'records.songs', 'records.songs.songId', 'records.songs.price',
      'songs', 'songs.songId', 'songs.price', 'formatId'],
    collections: ['labels', 'formats'],
  };

  test('the entity named before the value: embedded clients, not the staff', () => {
    expect(filters('show the clients in state NY', STORE)).toEqual({ 'clients.state': 'NY' });
  });

  test('no entity named: the field the words name stands', () => {
    expect(filters('staff members based in state NY', STORE)).toEqual({ state: 'NY' });
  });

  test('a path whose every record is named wins over a shorter one', () => {
    expect(Object.keys(filters('records that contain songs with price above 1', CATALOGUE))).toEqual(['records.songs.price']);
  });

  test('a path the question spells out in full is kept', () => {
    expect(filters('clients whose clients email is "a@b.c"', STORE)).toEqual({ 'clients.email': 'a@b.c' });
  });

  // depots embed their bins, each with an inspection array; inspectors keep their own copy of the same array
  const DEPOTS = {
    fields: ['depotId', 'bins', 'bins.binId', 'bins.inspections', 'bins.inspections.inspectionId', 'inspectorId', 'inspections',
      'inspections.inspectionId', 'crates_in_trucks', 'crates_in_trucks.crateId', 'trucks', 'trucks.truckId', 'trucks.crates_in_trucks',
      'trucks.crates_in_trucks.crateId'],
    collections: ['depots', 'inspectors'],
  };

  test('an array held at several paths: the copy under the records the question names', () => {
    expect(filters('which bins have no inspections', DEPOTS)).toEqual({ 'bins.inspections': { $size: 0 } });
  });

  test("an array's own name is not a record it lives in", () => {
    expect(Object.keys(filters('crates that are not in any truck', DEPOTS))).toEqual(['crates_in_trucks']);
  });

  // clubs embed their trainers and their members, and each keeps the club's name
  const CLUBS = {
    fields: ['club_name', 'city', 'trainers', 'trainers.trainerId', 'trainers.name', 'trainers.club_name', 'members', 'members.memberId',
      'members.name', 'members.club_name'],
    collections: ['clubs'],
  };

  test('a value named by its attribute after it belongs to the other records named before it', () => {
    expect(filters('names of trainers who train members in the Chess club', CLUBS)).toEqual({ 'members.club_name': 'Chess' });
  });

  test('a value and its attribute before a noun modify the records that noun names', () => {
    expect(filters('trainers who coach Chess club members', CLUBS)).toEqual({ 'members.club_name': 'Chess' });
  });

  test('the records the question names first: the value stays on the records that hold them', () => {
    expect(filters('list the members in the Chess club', CLUBS)).toEqual({ club_name: 'Chess' });
    expect(filters('list Chess club members', CLUBS)).toEqual({ club_name: 'Chess' });
  });

  // an invented touring circus: each circus embeds the acts it stages, and each act keeps a plain name of its own
  const CIRCUSES = { fields: ['name', 'ringmaster', 'Acts', 'Acts.name', 'Acts.minutes'], collections: ['circuses'] };

  test('a name before a holding verb holds the records named before it: the holder\'s copy', () => {
    expect(filters('Which acts does Marisol stage?', CIRCUSES)).toEqual({ name: 'Marisol' });
    expect(filters('acts that Marisol has booked', CIRCUSES)).toEqual({ name: 'Marisol' });
  });
});
