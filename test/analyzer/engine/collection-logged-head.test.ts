import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented gym: members, their badge swipes kept as badgeEvents, and the classes they book
const GYM = {
  fields: ['_id', 'memberName', 'joinedAt', 'tier', 'memberId', 'swipeKind', 'swipedAt', 'door', 'classTitle', 'coach', 'startsAt'],
  collections: ['members', 'badgeEvents', 'classes'],
};
// an invented archive: boxes and the visits to them kept as a log
const ARCHIVE = {
  fields: ['Box_ID', 'Shelf', 'Opened_On', 'Visit_ID', 'Visitor_Name', 'Visit_Purpose', 'Visited_On', 'Room_Code', 'Room_Name'],
  collections: ['Boxes', 'Box_Visit_Log', 'Ref_Rooms'],
};
/** The collection the logged-head rule names, and the one the analysis lists first. */
const loggedAndFirst = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const { analysis, explanation } = analyze(prompt, schema, { explain: true });
  return [explanation?.collection.evidence.find((e) => e.rule === 'collection.logged-head')?.text, analysis.collection[0]];
};

describe('collection: a logged head said alone names the one collection whose name ends in it', () => {
  test('"events" names badgeEvents', () => {
    expect(loggedAndFirst('how many denied events happened yesterday', GYM)).toEqual(['badgeEvents', 'badgeEvents']);
  });

  test('"log entries" names Box_Visit_Log', () => {
    expect(loggedAndFirst('list the log entries of researchers', ARCHIVE)).toEqual(['Box_Visit_Log', 'Box_Visit_Log']);
  });

  test('two logged collections: the head alone names neither', () => {
    const schema = { ...GYM, collections: ['members', 'badgeEvents', 'classEvents'] };
    expect(loggedAndFirst('how many events happened yesterday', schema)[0]).toBeUndefined();
  });
});
