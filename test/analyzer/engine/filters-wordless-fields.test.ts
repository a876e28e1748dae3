import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { holdsNoWords } from '../../../plugins/analyzer/engine/field-kinds.ts';
import { analyze } from './fixtures.ts';

const RACES = { fields: ['stage_name', 'year', 'entries', 'entries.rider_ref', 'entries.top_speed', 'entries.points', 'entries.finish_order', 'entries.Laps_Completed'], collections: ['stages'] };
const HARVESTS = {
  fields: ['farm_name', 'region', 'harvests', 'harvests.name', 'harvests.year', 'harvests.pickerTallies', 'harvests.pickerTallies.picker_id', 'harvests.pickerTallies.weight', 'pickerRef'],
  collections: ['farms', 'pickers'],
};
const LIBRARY = { fields: ['branch_name', 'loans', 'loans.loan_date', 'loans.member_name'], collections: ['branches'] };
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a value in words goes to no field that keeps a number or a date', () => {
  test('a name is no value of a measure, an order or a count of things done', () => {
    expect(filters('How many laps were completed in the Alpine Crown?', RACES)).toEqual({});
    expect(filters('Which riders scored points in "Alpine Crown"?', RACES)).toEqual({});
    expect(filters('What finish order did riders get in "Alpine Crown"?', RACES)).toEqual({ stage_name: 'Alpine Crown' });
  });

  test('it goes to the name of the thing named right before it instead', () => {
    expect(filters('Count pickers who weighed in at the harvest for the Amber Hollow Gathering of 2011.', HARVESTS)).toEqual({ 'harvests.name': 'Amber Hollow Gathering', 'harvests.year': 2011 });
  });

  test('a quoted value read onto a field after it that keeps no words goes to the thing named before it', () => {
    const REGATTAS = { fields: ['regatta_name', 'harbor', 'crews', 'crews.crew_name', 'crews.fastest_split', 'crews.points'], collections: ['regattas'] };
    const { analysis, explanation } = analyze('the regatta for "Silver Oar" points', REGATTAS, { explain: true });
    expect(analysis.filters).toEqual({ regatta_name: 'Silver Oar' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+named-before-over-wordless-field']);
  });

  test('a collection\'s word before the value names its records, whose name takes the value', () => {
    const HARBORS = { fields: ['regatta_name', 'harbor', 'harbor_name', 'points', 'year'], collections: ['regattas', 'harbors'] };
    expect(filters('the harbor for "Silver Oar" points', HARBORS)).toEqual({ harbor_name: 'Silver Oar' });
  });

  test('a field that keeps no words keeps a value in words when the sentence names it right before the value', () => {
    const REGATTAS = { fields: ['regatta_name', 'crews', 'crews.crew_name', 'crews.fastest_split'], collections: ['regattas'] };
    expect(filters('crews whose fastest split is "Unrecorded"', REGATTAS)).toEqual({ 'crews.fastest_split': 'Unrecorded' });
  });

  test('a yes/no field may keep a yes, which no name field takes from it', () => {
    const members = { fields: ['member_name', 'is_active', 'has_discount', 'is_member'], collections: ['members'] };
    expect(Object.keys(filters("Which members have has_discount set to 'Y'?", members))).not.toContain('member_name');
  });

  test('a field the sentence names right before the value keeps it, and a rating may keep words', () => {
    const films = { fields: ['title', 'rating', 'year'], collections: ['films'] };
    expect(filters("List films with rating 'PG'", films)).toEqual({ rating: 'PG' });
    expect(filters('films whose rating is G', films)).toEqual({ rating: 'G' });
    expect(filters('inns with a rating of Excellent', { fields: ['inn_name', 'rating'], collections: ['inns'] })).toEqual({ rating: 'Excellent' });
  });

  test('a month stays on a date field', () => {
    expect(Object.keys(filters('Show loans with loan date "March"', LIBRARY))).toEqual(['loans.loan_date']);
  });
});

describe('fields that keep no words, judged by the words of their name', () => {
  const index = buildFieldIndex([
    'top_speed', 'crew.points', 'paddler_order', 'Date_of_Launch', 'LapsRowed', 'slowest_split', 'is_certified', 'boat_count',
    'boat_name', 'hull_type', 'Rank', 'Position', 'Time_of_day', 'status', 'Boats_class',
  ], []);
  const judged = (name: string) => holdsNoWords(index.byName.get(name)!);

  test.each(['top_speed', 'crew.points', 'paddler_order', 'Date_of_Launch', 'LapsRowed', 'slowest_split', 'boat_count'])('%p keeps no words', (name) => {
    expect(judged(name)).toBe(true);
  });

  test.each(['boat_name', 'hull_type', 'Rank', 'Position', 'status', 'Boats_class', 'is_certified'])('%p may keep words', (name) => {
    expect(judged(name)).toBe(false);
  });

  test('the field resolver weighs them low for a name, which goes to a field that keeps words', () => {
    expect(filters('What is the average top speed for the Alpine Crown?', RACES)).toEqual({ stage_name: 'Alpine Crown' });
  });

  test('a quantity field that may keep words is weighed up for a number, which the comparison resolves by itself', () => {
    const recipes = { fields: ['recipe_id', 'dish', 'year', 'diner.rating', 'diner.numVisits', 'judge.rating'], collections: ['recipes'] };
    const { analysis, explanation } = analyze('recipes whose diner score exceeds 75', recipes, { explain: true });
    expect(analysis.filters).toEqual({ 'diner.rating': { $gt: 75 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt']);
  });

  test('a count of things done is weighed low for a name, so no other name is guessed for it', () => {
    const puzzles = { fields: ['MemberID', 'MName', 'Clubs', 'Clubs.MemberID', 'Clubs.PuzzlesSolved', 'PuzzleID', 'PTitle', 'PType'], collections: ['Member', 'Puzzles'] };
    expect(filters('How many puzzles are Logic grid puzzles?', puzzles)).toEqual({});
  });
});

describe('filters: a proper value no word around places goes to the thing named right before it', () => {
  const puzzles = {
    fields: ['MemberID', 'MName', 'Clubs', 'Clubs.MemberID', 'Clubs.ClubName', 'Clubs.PuzzlesSolved', 'Clubs.HoursPerWeek', 'PuzzleID', 'PTitle', 'PType'],
    collections: ['Member', 'Puzzles'],
  };

  test.each(['What kind of puzzle is Ember Pass?', 'Is the puzzle for Ember Pass hard?'])('%p', (prompt) => {
    expect(filters(prompt, puzzles)).toEqual({ PTitle: 'Ember Pass' });
  });
});

describe('filters: a value in words goes to no field the question totals or averages', () => {
  // an invented touring circuit: gigs keep the tickets sold and the encores played, under plain plural names
  const TOURS = { fields: ['Band_Code', 'Band_Name', 'Gig_ID', 'Tour_Year', 'Tickets', 'Encores'], collections: ['Band', 'Gig'] };
  test('the summed field keeps numbers whatever its name says', () => {
    const result = analyze('How many encores in total did Lumen Drift play in 2019?', TOURS).analysis;
    expect([result.operation, result.metric]).toEqual(['$sum', 'Encores']);
    expect(result.filters).not.toHaveProperty('Encores');
  });
  test('a field named right before the value still takes it', () => {
    expect(analyze('total tickets of gigs whose band name is Lumen Drift', TOURS).analysis.filters).toEqual({ Band_Name: 'Lumen Drift' });
  });
});
