import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: more verbs name the people they take as agents', () => {
  const FESTIVAL = { fields: ['title', 'directors', 'cast', 'year', 'runtime'], collections: ['screenings'] };
  test.each([
    ['Which screenings were helmed by Marta Lindqvist?', { directors: 'Marta Lindqvist' }],
    ['Which screenings feature both Ravi Anand and Clara Voss?', { cast: { $all: ['Ravi Anand', 'Clara Voss'] } }],
    ['List the screenings that features Owen Pryce', { cast: 'Owen Pryce' }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, FESTIVAL).analysis.filters).toEqual(filters);
  });
});

describe('filters: "manufactured by X" names the maker', () => {
  // an invented kiln hire: kilns keep the firm that built them
  const KILNS = { fields: ['kiln_id', 'kiln_label', 'make', 'max_temp_c', 'owner_name'], collections: ['kilns'] };
  test('the firm after "manufactured by" goes to the make field', () => {
    expect(analyze('kilns manufactured by Lorvane Ceramics', KILNS).analysis.filters).toEqual({ make: 'Lorvane Ceramics' });
  });
});

describe("filters: a verb no table lists names its doer by the schema's agent noun of the same stem (filters.agent-<verb>)", () => {
  // an invented chess league: games keep their referee and a review, players their coach and how many followers they have
  const LEAGUE = {
    fields: ['match_no', 'board_no', 'referee_name', 'entrant_label', 'coach', 'review', 'follower_count', 'played_on'],
    collections: ['games', 'players'],
  };
  test.each([
    ['games refereed by Tomas Ek', { referee_name: 'Tomas Ek' }],
    ['players coached by Dr. Rhea Sol', { coach: 'Rhea Sol' }],
  ])('%p', (prompt, filters) => {
    expect(analyze(prompt, LEAGUE).analysis.filters).toEqual(filters);
  });
  test('a field counting the doers holds no name, and a noun of the act itself names no doer', () => {
    expect(analyze('players followed by Ines Moro', LEAGUE).analysis.filters).not.toHaveProperty('follower_count');
    const reviewed = analyze('games reviewed by Ines Moro', LEAGUE, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(reviewed).not.toContain('filters.agent-reviewed');
  });
});

describe('filters: "run by X" names the manager', () => {
  // an invented allotment society: plots keep the town and who runs them; members are people with split names
  const PLOTS = { fields: ['plot_id', 'town', 'manager_name', 'plot_label', 'member_id', 'first_name', 'last_name'], collections: ['plots', 'members'] };
  test('the person after "run by" goes to the manager field, not the members\' split name', () => {
    expect(analyze('plots in Harwick run by Ines Moreau', PLOTS).analysis.filters).toEqual({ town: 'Harwick', manager_name: 'Ines Moreau' });
  });
});

describe('filters: where an event was "played" or "held" is its venue', () => {
  // an invented chess circuit: rounds keep their venue; clubs keep their home town
  const CIRCUIT = { fields: ['club_id', 'home_town', 'round_id', 'venue', 'round_date', 'boards'], collections: ['clubs', 'rounds'] };
  test('the place after "played at" / "held at" goes to the venue, not a home town', () => {
    expect(analyze('Show the rounds played at Gable Hall East.', CIRCUIT).analysis.filters).toEqual({ venue: 'Gable Hall East' });
    expect(analyze('How many rounds were held at Corvin Lodge?', CIRCUIT).analysis.filters).toEqual({ venue: 'Corvin Lodge' });
  });
});

describe('filters: "sent by X" names the sender', () => {
  // an invented newsletter desk: bulletins keep their sender's name and their kind
  const BULLETINS = { fields: ['_id', 'subject', 'bulletinKind', 'senderName', 'sentAt'], collections: ['bulletins'] };
  test('the value after "sent by" goes to the sender field', () => {
    expect(analyze("bulletins sent by 'Ines at Harbourline'", BULLETINS).analysis.filters).toEqual({ senderName: 'Ines at Harbourline' });
  });
});
