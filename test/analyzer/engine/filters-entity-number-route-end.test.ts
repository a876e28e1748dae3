import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a record named by number after from/to is the route end keeping its id (filters.entity-number+route-end)', () => {
  // an invented canal network: locks, and voyages from one lock to another
  const CANALS = {
    fields: ['_id', 'Lock_ID', 'Name', 'Rise_M', 'Voyage_ID', 'Origin_Lock_ID', 'Destination_Lock_ID', 'Length_Km'],
    collections: ['locks', 'voyages'],
  };
  test('"from lock 3" is the origin lock', () => {
    const result = analyze('What is the longest voyage length starting from lock 3?', CANALS, { explain: true });
    expect(result.analysis.filters).toEqual({ Origin_Lock_ID: 3 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.entity-number+route-end');
  });
  test('"to lock 8" is the destination lock', () => {
    expect(analyze('List the voyages to lock 8.', CANALS).analysis.filters).toEqual({ Destination_Lock_ID: 8 });
  });
  test('a verb of leaving or reaching before the lock says which end', () => {
    expect(analyze('How many voyages left lock 5 last year?', CANALS).analysis.filters).toMatchObject({ Origin_Lock_ID: 5 });
    expect(analyze('voyages that reached lock 2', CANALS).analysis.filters).toEqual({ Destination_Lock_ID: 2 });
  });
});

describe('filters: a numbered record in the role the question says is kept by that role\'s key (filters.entity-number+role-said)', () => {
  // an invented rowing league: each regatta keeps a home crew and an away crew
  const LEAGUE = { fields: ['crewId', 'crewName', 'regattaId', 'homeCrewId', 'awayCrewId', 'heldOn'], collections: ['crews', 'regattas'] };
  test('"at home" and "away" pick the role key; no role said keeps the crew\'s own key', () => {
    const result = analyze('In how many regattas did crew 7 race at home?', LEAGUE, { explain: true });
    expect(result.analysis.filters).toEqual({ homeCrewId: 7 });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.entity-number+role-said');
    expect(analyze('regattas where crew 4 raced away', LEAGUE).analysis.filters).toEqual({ awayCrewId: 4 });
    expect(analyze('regattas of crew 4', LEAGUE).analysis.filters).toEqual({ crewId: 4 });
  });
});
