import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: quoted values and the field that holds them', () => {
  const GUILD = {
    fields: ['guild_name', 'hall', 'hall.hall_name', 'crafters', 'crafters.name', 'crafters.hometown'],
    collections: ['guilds'],
  };

  test('"in their <field>": the field of the entity "their" points back at', () => {
    expect(filters('crafters with "Ash" in their name', GUILD)).toEqual({ 'crafters.name': 'Ash' });
  });

  test('a lead word between the value and "in" ("present in their …")', () => {
    expect(filters('crafters with "Vale" present in their hometown', GUILD)).toEqual({ 'crafters.hometown': 'Vale' });
  });
});

describe('filters: a quoted two-word name over first/last-name fields', () => {
  const LEAGUE = {
    fields: ['TeamName', 'City', 'PlayerId', 'first_name', 'last_name', 'TeamId'],
    collections: ['Teams', 'Players'],
  };

  test('split over the pair when nothing else names the value', () => {
    expect(filters('how many teams does "Maria Lopez" play for?', LEAGUE)).toEqual({ first_name: 'Maria', last_name: 'Lopez' });
  });

  test('kept whole when another entity is given the name', () => {
    expect(filters('the team named "Rapid Falcons"', LEAGUE)).toEqual({ TeamName: 'Rapid Falcons' });
  });

  test('kept whole when a word of it names the schema', () => {
    expect(Object.keys(filters('players of "Northern Team"', LEAGUE))).not.toContain('first_name');
  });
});

describe('filters: quoted words that spell a field name quote the field', () => {
  const MEMBERS = { fields: ['member_id', 'member_name', 'date_joined', 'plan'], collections: ['members'] };

  test('the quoted field is no value', () => {
    expect(analyze('show the "date joined" of every member', MEMBERS).analysis.filters).toEqual({});
  });

  test('a quoted value beside it still counts', () => {
    expect(analyze('show the "date joined" of members on the "Gold" plan', MEMBERS).analysis.filters).toEqual({ plan: 'Gold' });
  });
});

describe('filters: quoted words that, with the noun after them, name a field quote that field', () => {
  // an invented greenhouse: each bed keeps its lowest and highest temperature
  const BEDS = { fields: ['bed_code', 'crop', 'soil', 'min_temp', 'max_temp', 'sown_on'], collections: ['beds'] };

  test('"the \'min\' and \'max\' temp" quote the two temperature fields', () => {
    expect(analyze("Print the 'min' and 'max' temp recorded for beds where the crop is 'Basil'.", BEDS).analysis.filters).toEqual({ crop: 'Basil' });
    expect(analyze("Show the 'max' temp per crop.", BEDS).analysis.filters).toEqual({});
  });

  test('a quoted word no field spells with its noun stays a value', () => {
    expect(analyze("Which beds have a 'clay' soil?", BEDS).analysis.filters).toEqual({ soil: 'clay' });
    expect(analyze("beds of the 'Basil' crop", BEDS).analysis.filters).toEqual({ crop: 'Basil' });
  });
});

describe('filters: a quoted value bound to the field named by its own last segment', () => {
  const YARD = {
    fields: ['yard_id', 'name', 'Repairs', 'Repairs.repair_id', 'Repairs.repair_kind_code', 'Repairs.repair_notes', 'Berths', 'Berths.berth_id',
      'Berths.repair_kind_code', 'Berths.repair_notes', 'Berths.Moves', 'Berths.Moves.dock_code'],
    collections: ['Yards'],
  };

  test('"the repair note \'X\'" fills the field whose own name is repair notes', () => {
    expect(analyze("how many docks are logged for berths filed under the repair note 'Pending'?", YARD).analysis.filters).toEqual({ 'Berths.repair_notes': 'Pending' });
  });
});
