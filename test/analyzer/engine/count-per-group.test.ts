import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a club schema: members point at clubs; clubs embed their events; a stored count exists for ratings only
const CLUBS = {
  fields: ['clubId', 'clubName', 'city', 'category', 'events', 'events.eventId', 'events.title', 'memberId', 'name', 'country',
    'fee', 'numRatings', 'height', 'prizes', 'prizes.wins', 'prizes.text'],
  collections: ['clubs', 'members', 'ratings'],
};
const run = (prompt: string) => analyze(prompt, CLUBS).analysis;

describe('count ranking: groups ranked by how many records each holds', () => {
  test.each([
    ['Which of the clubs has the most members?', ['clubId']],
    ['Which clubs have the most members?', ['clubId']],
    ['the club with the largest number of members', ['clubId']],
    ['What country has the greatest number of members?', ['country']],
    ['Which city has the fewest members', ['city']],
    ['Find the club with the most events', ['clubId']],
    ['the category that appears most often', ['category']],
    ['What is the most common category?', ['category']],
    ['the category used the most', ['category']],
    ['What are the most common categories?', ['category']],
    ['the most frequently joined club', ['clubId']],
    ['among our members, which country has the largest representation', ['country']],
    ['the city with the highest participation of members', ['city']],
    ['Which city has the greatest member enrollment?', ['city']],
    ['the category with the largest member involvement', ['category']],
    ['the country with the highest usage among clubs', ['country']],
  ])('%p → %p, counted, top group', (prompt, groupBy) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(groupBy);
    expect(a.operation).toBe('$count');
    expect(a.intent).toBe('aggregate');
    expect(a.limit).toBe(1);
  });

  test('a number said in the question stays the limit', () => {
    expect(run('the 3 countries with the most members').limit).toBe(3);
  });

  test.each([
    'the club with the highest fee',
    'the most expensive club',
    'the tallest member',
    'the member with the highest height',
    'Which club has the largest number of ratings?',
    'clubs sorted from least to most',
    'the club with the most member fees',
  ])('%p ranks by a value, not by a count per group', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('Which of the clubs has the most members?', CLUBS, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-ranking');
  });
});

describe('count threshold: groups kept by how many records each holds', () => {
  test.each([
    ['clubs with more than 20 members', ['clubId']],
    ['Which countries have at least 3 members?', ['country']],
    ['cities that have 5 or more members', ['city']],
    ['the club that has over two events', ['clubId']],
    ['clubs with multiple members', ['clubId']],
    ['the country with more than one club memberships', ['country']],
  ])('%p → %p, counted, no limit', (prompt, groupBy) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(groupBy);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBeNull();
  });

  test.each([
    'clubs with at least one member',
    'clubs with one or more members',
    'clubs with a fee over 20 members',
    'clubs with more than 20 ratings',
    'clubs taller than at least one club in Paris',
  ])('%p asks for existence or compares a value: no grouping', (prompt) => {
    expect(run(prompt).groupBy).toEqual([]);
  });
});

describe('listed with a count: a listed thing shown beside how many records it has', () => {
  test.each([
    ['Show all categories and the number of members in each', ['category']],
    ['List the cities along with the number of clubs based there', ['city']],
    ['countries together with their corresponding count of members', ['country']],
  ])('%p → %p', (prompt, groupBy) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(groupBy);
    expect(a.operation).toBe('$count');
  });

  test.each([
    'List clubs and their number of ratings',
    'clubs that won more than 5 prizes',
    'the number of members',
  ])('%p: a stored count, an object of values, or nothing listed: no grouping', (prompt) => {
    expect(run(prompt).groupBy).toEqual([]);
  });
});

describe('a bare "each" before a collection', () => {
  test('groups by the linking field when the question aggregates', () => {
    expect(run('How many events does each club have?').groupBy).toEqual(['clubId']);
  });

  test.each(['send a notice to each club', 'clubs where each member pays a fee'])('%p only quantifies', (prompt) => {
    expect(run(prompt).groupBy).toEqual([]);
  });
});

describe('count per group: which field keys the group', () => {
  const SHOP = {
    fields: ['artworkId', 'artworkType', 'title', 'feeId', 'fee_type_code', 'fee_type_description', 'StuID', 'name',
      'Enrolments', 'Enrolments.courseId', 'Enrolments.StuID'],
    collections: ['artworks', 'fees', 'students'],
  };
  const key = (prompt: string) => analyze(prompt, SHOP).analysis.groupBy;

  test('"the type of artwork" keys by the collection\'s kind field', () => {
    expect(key('What is the most common type of artwork?')).toEqual(['artworkType']);
  });

  test('a lookup collection is keyed by its code, not by a description named before it', () => {
    expect(analyze('the description of the fee type with the most fees', {
      fields: ['fee_type_code', 'fee_type_description', 'fees', 'fees.feeId', 'fees.fee_type_code'],
      collections: ['fee_types'],
    }).analysis.groupBy).toEqual(['fee_type_code']);
  });

  test('an id named by an abbreviation of the collection links it', () => {
    expect(key('Which student has the most enrolments?')).toEqual(['StuID']);
  });
});
