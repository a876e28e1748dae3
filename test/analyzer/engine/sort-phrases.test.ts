import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A people-and-places schema written in the flat style: each collection's fields in a run, embedded lists dotted. */
const FIELDS = [
  'team_id', 'team_name', 'city', 'founded', 'Players', 'Players.player_id', 'Players.full_name', 'Players.position',
  'member_id', 'member_name', 'age', 'height_cm', 'weight', 'joined_on', 'town_id', 'town_name', 'population', 'area',
];
const COLLECTIONS = ['members', 'teams', 'towns'];
const sortOf = (prompt: string) => analyze(prompt, { fields: FIELDS, collections: COLLECTIONS }).analysis.sort;

describe('sort: order phrases', () => {
  test.each([
    ['list members in descending order of weight', { weight: -1 }],
    ['show the members in ascending order of age', { age: 1 }],
    ['members arranged in order of their age', { age: 1 }],
    ['list towns in descending order by population', { population: -1 }],
    ['town names organized by area', { area: 1 }],
    ['members sorted by weight from the lowest to the highest', { weight: 1 }],
    ['towns sorted from highest to lowest population', { population: -1 }],
    ['list towns by population from high to low', { population: -1 }],
    ['what are the town names, listed in descending order?', { town_name: -1 }],
    ['town names listed in descending lexicographic order', { town_name: -1 }],
    ['show the member weights in an ascending numerical sequence', { weight: 1 }],
    ['give a sorted list of member names', { member_name: 1 }],
    ['teams sorted from the fewest to the most players', { count: 1 }],
    ['towns from the smallest to the largest area', { area: 1 }],
    ["towns sorted by the town's population in decreasing order", { population: -1 }],
    // an adjective naming the field's attribute reads the field's way: the oldest have the highest age
    ['members sorted by age, starting with the oldest', { age: -1 }],
    ['members sorted by age from oldest to youngest', { age: -1 }],
    ['members sorted by height, tallest first', { height_cm: -1 }],
    // a direction after a comma still describes the order; one after another clause does not
    ['members sorted by weight, starting from the lowest', { weight: 1 }],
    ['towns ordered by population, beginning with the largest', { population: -1 }],
    // "the number of X" with no direction is ascending; a rank word before the phrase gives it
    ['towns ordered by the number of members', { count: 1 }],
    ['the top 3 towns ordered by the number of members', { count: -1 }],
    ['towns ordered by the number of members, from most to least', { count: -1 }],
  ])('%p', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual(sort as never);
  });
});

describe('sort: alphabetical order sorts the name the question shows', () => {
  test.each([
    ['list the team names in alphabetical order', { team_name: 1 }],
    ['town names alphabetically', { town_name: 1 }],
    ['member names from A to Z', { member_name: 1 }],
    ['member names from Z to A', { member_name: -1 }],
    ['team names in reverse alphabetical order', { team_name: -1 }],
    ['members in alphabetical order of their member name', { member_name: 1 }],
  ])('%p', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual(sort as never);
  });
});

describe('sort: alphabetical order of a thing the question names', () => {
  const STORE = { fields: ['shopper_name', 'pastry_name', 'pastry_id', 'Hymn', 'Hymnal_No'], collections: ['baskets'] };
  test.each([
    ['put all pastries in alphabetical order', { pastry_name: 1 }],
    ['the names of the shoppers in alphabetical order', { shopper_name: 1 }],
    ['List all hymns in alphabetical order', { Hymn: 1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, STORE).analysis.sort).toEqual(sort as never);
  });
});

describe('sort: superlatives', () => {
  test.each([
    ['who is the youngest member', { age: 1 }],
    ['name the oldest member', { age: -1 }],
    ['the tallest member', { height_cm: -1 }],
    ['the heaviest member', { weight: -1 }],
    ['the most populous town', { population: -1 }],
    ['the least populous town', { population: 1 }],
    ['which team has the most players', { count: -1 }],
    ['the team with the highest number of players', { count: -1 }],
    ['which city appears most frequently among teams', { count: -1 }],
    ['the most common city of teams', { count: -1 }],
  ])('%p', (prompt, sort) => {
    expect(sortOf(prompt)).toEqual(sort as never);
  });

  test.each([
    ['the lowest-paid member', { salary: 1 }, ['member_name', 'salary']],
    ['the highest-paid member', { salary: -1 }, ['member_name', 'salary']],
    ['the most affordable town', { cost: 1 }, ['town_name', 'cost']],
    ['the costliest town', { cost: -1 }, ['town_name', 'cost']],
  ])('pay and price adjectives: %p', (prompt, sort, fields) => {
    expect(analyze(prompt, { fields, collections: COLLECTIONS }).analysis.sort).toEqual(sort as never);
  });

  test('a birth date stands in for age, in the opposite direction', () => {
    const sort = analyze('who is the youngest member', { fields: ['member_name', 'birth_date'], collections: ['members'] }).analysis.sort;
    expect(sort).toEqual({ birth_date: -1 });
  });

  test.each([
    'what are the lowest and highest weights of members',
    'show the highest, lowest and average population of towns',
    'towns whose population is less than the highest population',
    'show the oldest, youngest and average age of members',
    'teams whose players stayed 3 weeks on top',
    'count the members organized by each town',
  ])('%p asks for aggregates, not an order', (prompt) => {
    expect(sortOf(prompt)).toEqual({});
  });

  test('an attribute adjective without that attribute in the schema orders nothing', () => {
    expect(analyze('the tallest tower', { fields: ['name', 'city'], collections: ['towers'] }).analysis.sort).toEqual({});
  });
});

describe('limit: a superlative that orders the results asks for the extreme one', () => {
  const limitOf = (prompt: string) => analyze(prompt, { fields: FIELDS, collections: COLLECTIONS }).analysis.limit;

  test.each([
    ['who is the youngest member', 1],
    ['which team has the most players', 1],
    ['the town with the largest area', 1],
    ['the 3 towns with the largest area', 3],
    ['top 5 heaviest members', 5],
  ])('%p → %p', (prompt, limit) => {
    expect(limitOf(prompt)).toBe(limit);
  });

  test.each([
    'members sorted by weight',
    'list members, heaviest first',
    'show the heaviest members',
    'the heaviest member of each team',
    'what are the lowest and highest weights of members',
  ])('%p has no limit', (prompt) => {
    expect(limitOf(prompt)).toBeNull();
  });
});

test('"least" turns the adjective after it around', () => {
  expect(analyze('the least expensive product').analysis.sort).toEqual({ price: 1 });
  expect(analyze('the most expensive product').analysis.sort).toEqual({ price: -1 });
});

test('"the fewest <stored number>" ranks by the field that stores it', () => {
  const sort = analyze('the user with the smallest number of followers', { fields: ['user_name', 'followers'], collections: ['users'] }).analysis.sort;
  expect(sort).toEqual({ followers: 1 });
});

describe('sort: an embedded list whose children only identify records is counted', () => {
  const AGENTS = {
    fields: ['agent_code', 'agent_name', 'Shipments', 'Shipments.shipment_id', 'Shipments.tracking_number', 'Shipments.sent_on'],
    collections: ['agents'],
  };
  test.each([
    ['which agent sent the most shipments', { count: -1 }],
    ['the agent with the largest quantity of shipments', { count: -1 }],
    ['the agent with the fewest shipments', { count: 1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, AGENTS).analysis.sort).toEqual(sort as never);
  });

  test('a child named plainly "number" still measures its parent', () => {
    const input = { fields: ['team_name', 'wins', 'wins.number', 'wins.season'], collections: ['teams'] };
    expect(analyze('the team with the most wins', input).analysis.sort).toEqual({ 'wins.number': -1 });
  });
});

describe('sort: a second key and the rank of a limited list', () => {
  const BOATYARDS = { fields: ['Code', 'Name', 'Turnover', 'Boats', 'Boats.Code', 'Boats.Name', 'Boats.Price'], collections: ['Boatyards'] };
  test.each([
    ['boats sorted by price decreasing, then by name ascending', { 'Boats.Price': -1, 'Boats.Name': 1 }],
    ['boats ordered by price descending and then by name', { 'Boats.Price': -1, 'Boats.Name': 1 }],
    ['the top 4 boats ranked by price', { 'Boats.Price': -1 }],
    ['the first 4 boatyards ranked by code', { Code: 1 }],
    ['the top 4 boatyards ranked by code', { Code: -1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, BOATYARDS).analysis.sort).toEqual(sort as never);
  });
});

describe('sort: superlatives naming a distance or a span of days', () => {
  // an invented courier office: each delivery's distance and the days it took
  const DELIVERIES = { fields: ['_id', 'delivery_id', 'distance_km', 'transit_days', 'fee'], collections: ['deliveries'] };
  test.each<[string, Record<string, 1 | -1>]>([
    ['the 10 furthest deliveries', { distance_km: -1 }],
    ['the farthest delivery', { distance_km: -1 }],
    ['5 slowest deliveries', { transit_days: -1 }],
    ['the fastest deliveries', { transit_days: 1 }],
  ])('%p', (prompt, sort) => {
    expect(analyze(prompt, DELIVERIES).analysis.sort).toEqual(sort);
  });
});

test('sort: a unit after "the most" with the verb before it names the one field of both ("logged the most hours")', () => {
  // an invented lifeboat station: crew keep the hours they logged at sea
  const CREW = { fields: ['_id', 'crew_id', 'full_name', 'hours_logged', 'rescues'], collections: ['crew'] };
  const { analysis } = analyze('which crew member logged the most hours', CREW);
  expect(analysis.sort).toEqual({ hours_logged: -1 });
  expect(analysis.limit).toBe(1);
});

test('sort: a unit and a verb naming two fields pick neither', () => {
  const CREW = { fields: ['_id', 'crew_id', 'full_name', 'hours_logged_at_sea', 'hours_logged_ashore'], collections: ['crew'] };
  expect(analyze('which crew member logged the most hours', CREW).analysis.sort).toEqual({});
});
