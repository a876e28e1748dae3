import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('records counted by whether others point at them are counted where the pointers are kept', () => {
  // an invented gym: each locker keeps the id of the member renting it, a plain field of its own
  const GYM = {
    fields: ['locker_id', 'member_id', 'locker_row', 'rented_since', 'member_first_name', 'member_last_name', 'joined_on', 'plan'],
    collections: ['Lockers', 'Members'],
  };
  test('"how many members rent a locker" reads the lockers\' member ids (collection.holds-counted-records)', () => {
    const { analysis, explanation } = analyze('how many members rent a locker', GYM, { explain: true });
    expect(analysis.collection[0]).toBe('Lockers');
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.holds-counted-records');
  });
  test('records counted alone stay where they are kept: "how many members are on the gold plan" (negative)', () => {
    expect(analyze('how many members are on the gold plan', GYM).analysis.collection[0]).toBe('Members');
  });
  // an invented academy: coaches list squads, each squad its trainees' player ids (a list of a list)
  const ACADEMY = {
    fields: ['coach_id', 'coach_name', 'Squads', 'Squads.squad_id', 'Squads.Trainees', 'Squads.Trainees.player_id', 'Squads.Trainees.since',
      'player_id', 'player_name', 'position'],
    collections: ['Coaches', 'Players'],
  };
  test('a pointer in a list of a list links through other records: "how many players train with a coach" counts players (negative)', () => {
    const { analysis, explanation } = analyze('how many players train with a coach', ACADEMY, { explain: true });
    expect(analysis.collection[0]).toBe('Players');
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.holds-counted-records');
  });
});
