import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/**
 * A lending library sent as one flat list, collection by collection: members, then books, then loans, whose
 * fields begin with ids pointing back at the members and books already listed and never name the loans.
 */
const LIBRARY = {
  fields: ['_id', 'memberNo', 'fullName', 'joinedOn', 'bookCode', 'title', 'author', 'memberId', 'bookId', 'dueOn', 'lateFee'],
  collections: ['books', 'loans', 'members'],
};

/** The owner of each named field, as ownership reads a flat list. */
const ownersIn = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

describe('field owners when a collection\'s fields never name it', () => {
  test('an id naming a collection already listed starts the records pointing at it, not that collection again', () => {
    const owners = ownersIn(LIBRARY.fields, LIBRARY.collections);
    expect(owners('fullName', 'author')).toEqual(['members', 'books']);
    expect(owners('memberId', 'bookId', 'lateFee')).toEqual(['loans', 'loans', 'loans']);
  });

  test('ids in a row after a record\'s own key point at other records; the plain fields after them stay with it', () => {
    const owners = ownersIn(['_id', 'guardianName', 'phone', 'dogName', 'breed', 'stayNo', 'guardianId', 'dogId', 'nights', 'checkIn'], ['dogs', 'guardians', 'stays']);
    expect(owners('guardianId', 'dogId', 'nights')).toEqual(['stays', 'stays', 'stays']);
  });
});

describe('the records read when the collection named only points', () => {
  const rules = (prompt: string) => analyze(prompt, LIBRARY, { explain: true }).explanation?.collection.evidence.map((e) => e.rule);

  test('a field asked for before a record named by its id is read among the records pointing at it', () => {
    expect(analyze('late fees of member 7305', LIBRARY).analysis.collection[0]).toBe('loans');
    expect(rules('late fees of member 7305')).toContain('collection.asked-of-identified-record');
  });

  test('a collection named only as the key of the groups: the records keeping that key are read', () => {
    expect(analyze('average late fee per book', LIBRARY).analysis.collection[0]).toBe('loans');
    expect(rules('average late fee per book')).toContain('collection.holds-group-key');
  });
});

describe('a measure accumulated per group over a list naming the group\'s key once, with its own records', () => {
  // a kennel sent flat: the pens' id is listed with the pens, and the stays that keep the fees never list it again
  const KENNEL = {
    fields: ['pen_id', 'pen_label', 'floor_area', 'guest_id', 'guest_name', 'stay_id', 'nights', 'boarding_fee'],
    collections: ['pens', 'guests', 'stays'],
  };
  test('the records grouped are the ones keeping the measure (collection.holds-group-measure)', () => {
    const r = analyze('total boarding fee per pen', KENNEL, { explain: true });
    expect(r.analysis.collection[0]).toBe('stays');
    expect(r.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-measure');
  });

  test('a key written with the schema\'s own short word for the group\'s collection points at it too', () => {
    // an invented river survey: the gauges open with a shortened id, the readings that keep the levels follow
    const SURVEY = { fields: ['_id', 'gge_id', 'gge_nm', 'river', 'installed_on', 'read_dt', 'level_cm', 'flow_m3s'], collections: ['gauges', 'river_reads'] };
    const r = analyze('average level per gauge', SURVEY, { explain: true });
    expect(r.analysis.collection[0]).toBe('river_reads');
    expect(r.explanation?.collection.evidence.map((e) => e.rule)).toContain('collection.holds-group-measure');
  });

  test('a measure embedded in other records is no measure kept elsewhere: the group\'s collection is read', () => {
    // an invented chess club: pupils embed the games they play and their hours; the games keep their own key
    const CLUB = { fields: ['PupilID', 'Surname', 'Plays', 'Plays.PupilID', 'Plays.GameID', 'Plays.Hours', 'GameID', 'GName'], collections: ['Pupil', 'Board_Games'] };
    expect(analyze('total hours played per game', CLUB).analysis.collection[0]).toBe('Board_Games');
  });
});
