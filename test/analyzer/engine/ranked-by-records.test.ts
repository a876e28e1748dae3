import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented lighthouse service: keepers with their years of service, lanterns with their wick length
const LIGHTS = {
  fields: ['Keeper_ID', 'Keeper_Name', 'Service_Years', 'Lantern_ID', 'Lantern_Tag', 'Wick_Length', 'Station_ID'],
  collections: ['keepers', 'lanterns', 'stations'],
};
// an invented canal fleet: barges with their tonnage and deck area
const BARGES = { fields: ['Barge_ID', 'Barge_Name', 'Cargo_Tonnage', 'Deck_Area', 'Home_Port'], collections: ['Barge'] };
// an invented dog show: entries and their marks
const SHOW = { fields: ['Entry_ID', 'Show_ID', 'Marks', 'Dog_Name'], collections: ['Entries', 'Shows'] };

describe('groupBy/sort: "<records> by <field>, <extreme> first" lists the records in that order, no group', () => {
  test('an extreme put first after the key orders by it, highest first', () => {
    const { groupBy, operation, sort, limit } = analyze('lanterns by wick length, longest first', LIGHTS).analysis;
    expect({ groupBy, operation, sort, limit }).toEqual({ groupBy: [], operation: null, sort: { Wick_Length: -1 }, limit: null });
  });
  test('"most experienced first" is an adjective ranked, not an action done first', () => {
    const { groupBy, sort, limit } = analyze('keepers by service years, most experienced first', LIGHTS).analysis;
    expect({ groupBy, sort, limit }).toEqual({ groupBy: [], sort: { Service_Years: -1 }, limit: null });
  });
});

describe('sort/limit: "<superlative> <record> by <measure>" asks for the one record at the extreme', () => {
  test('a singular record ranked by a stored measure is one record', () => {
    const { groupBy, sort, limit } = analyze('biggest barge by deck area', BARGES).analysis;
    expect({ groupBy, sort, limit }).toEqual({ groupBy: [], sort: { Deck_Area: -1 }, limit: 1 });
  });
  test('records named in the plural stay a list', () => {
    expect(analyze('biggest barges by deck area', BARGES).analysis.limit).toBeNull();
  });
  test('tonnage is a measure a superlative ranks by, not a kind to group by', () => {
    const { groupBy, operation, sort } = analyze('biggest barge by tonnage', BARGES).analysis;
    expect({ groupBy, operation, sort }).toEqual({ groupBy: [], operation: null, sort: { Cargo_Tonnage: -1 } });
  });
});

describe('groupBy: "top N <results> by <field>" ranks by the field, it does not count its values', () => {
  test('the field after "by" is the ranking measure', () => {
    const { groupBy, operation, sort, limit } = analyze('top 4 results by marks in show 9', SHOW).analysis;
    expect({ groupBy, operation, sort, limit }).toEqual({ groupBy: [], operation: null, sort: { Marks: -1 }, limit: 4 });
  });
});

// an invented orchard: crates graded and priced; wardens paid a salary, their post kept in words
const CRATES = { fields: ['Crate_ID', 'Grade', 'Price_Per_Box', 'Orchard_ID'], collections: ['Crate', 'Orchard'] };
const WARDENS = { fields: ['warden_id', 'warden_name', 'salary', 'post_title'], collections: ['warden'] };

describe('sort/operation: "<superlative> <record>" asks for the record at the extreme, not the extreme value', () => {
  test('a field followed by the value it is held to is a condition, not what the superlative ranks', () => {
    const { operation, sort, limit, filters } = analyze('cheapest grade A crate', CRATES).analysis;
    expect({ operation, sort, limit, filters }).toEqual({ operation: null, sort: { Price_Per_Box: 1 }, limit: 1, filters: { Grade: 'A' } });
  });
  test('a superlative joined to a participle describes the records after it', () => {
    const { operation, sort, limit } = analyze('highest paid ranger', WARDENS).analysis;
    expect({ operation, sort, limit }).toEqual({ operation: null, sort: { salary: -1 }, limit: 1 });
  });
  test('a superlative of the field itself is still its value', () => {
    const { operation, metric } = analyze('what is the highest salary', WARDENS).analysis;
    expect({ operation, metric }).toEqual({ operation: '$max', metric: 'salary' });
  });
});

// an invented pottery: kilns with their build year; regattas with their prize money
const KILNS = { fields: ['Kiln_ID', 'Kiln_Name', 'Build_Year', 'Potter_ID'], collections: ['Kiln', 'Potter'] };
const REGATTAS = { fields: ['Regatta_ID', 'Regatta_Name', 'Prize_Money', 'Venue'], collections: ['Regatta'] };

describe('limit: "on file" keeps the one record a superlative asks for; "on top" only orders the list', () => {
  test('"newest … on file" is the one newest record', () => {
    const { sort, limit } = analyze('newest kiln build year on file', KILNS).analysis;
    expect({ sort, limit }).toEqual({ sort: { Build_Year: -1 }, limit: 1 });
  });
  test('"the newest on top" orders every record', () => {
    expect(analyze('show each kiln with the newest on top', KILNS).analysis.limit).toBeNull();
  });
});

describe('sort: "the biggest prize" ranks by the prize money the schema stores', () => {
  test('a prize is a measured amount', () => {
    const { sort, limit } = analyze('Which regatta offered the biggest prize?', REGATTAS).analysis;
    expect({ sort, limit }).toEqual({ sort: { Prize_Money: -1 }, limit: 1 });
  });
});

// an invented museum: halls keep their yearly visitors; a lending library counts loans per book
const HALLS = { fields: ['hall_id', 'hall_name', 'yearly_visitors', 'exhibit_id', 'exhibit_title'], collections: ['Hall', 'Exhibit'] };
const LIBRARY = { fields: ['book_id', 'title', 'loan_id', 'loan_date'], collections: ['Book', 'Loan'] };

describe('sort/groupBy: "the least visited <things>" ranks by the count the things keep under the verb\'s agent noun', () => {
  test('halls keeping their visitors are ranked by that field, no count per hall', () => {
    const { groupBy, operation, sort, limit } = analyze('3 least visited halls', HALLS).analysis;
    expect({ groupBy, operation, sort, limit }).toEqual({ groupBy: [], operation: null, sort: { yearly_visitors: 1 }, limit: 3 });
  });
  test('things that keep no such field are still counted', () => {
    expect(analyze('the 5 most borrowed books', LIBRARY).analysis.groupBy).toEqual(['book_id']);
  });
});

// an invented bridge register: the construction year kept under an abbreviated name
const BRIDGES = { fields: ['bridge_id', 'bridge_name', 'city', 'cnst_yr'], collections: ['Bridge'] };

describe('operation: "what is the earliest <event> year" asks for the year itself, not the record', () => {
  test('the event\'s year named after it is the value asked for', () => {
    const { operation, metric, sort, limit } = analyze('What is the earliest construction year among bridges in Oslo?', BRIDGES).analysis;
    expect({ operation, metric, sort, limit }).toEqual({ operation: '$min', metric: 'cnst_yr', sort: {}, limit: null });
  });
  test('the event alone names the record', () => {
    const { operation, sort, limit } = analyze('What is the oldest construction?', BRIDGES).analysis;
    expect({ operation, sort, limit }).toEqual({ operation: null, sort: { cnst_yr: 1 }, limit: 1 });
  });
});
