import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a campus schema: halls keep a stored capacity; students are a collection of their own
const CAMPUS = { fields: ['hall_id', 'hall_name', 'bed_capacity', 'gender', 'student_id', 'student_name', 'hall_ref'], collections: ['halls', 'students'] };
const campus = (prompt: string) => analyze(prompt, CAMPUS).analysis;

// a rental schema: items with a stored daily price, a weekday field and embedded reviews
const RENTAL = {
  fields: ['item_id', 'item_name', 'daily_rent_cost', 'weekday', 'reviews', 'reviews.review_id', 'reviews.stars'],
  collections: ['items'],
};
const rental = (prompt: string) => analyze(prompt, RENTAL).analysis;

describe('a capacity verb reads a stored capacity, not a count of records', () => {
  test.each([
    'Find the halls able to accommodate more than 450 pupils',
    'Which hall accommodates the most students?',
    'List the halls that can hold over 200 students',
  ])('%p groups nothing', (prompt) => {
    const a = campus(prompt);
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });

  test('"hold" without "can" still counts records held', () => {
    const a = campus('Which halls hold more than 2 students?');
    expect(a.operation).toBe('$count');
    expect(a.groupBy.length).toBe(1);
  });
});

describe('a periodic adverb a field name carries names that field', () => {
  test('"daily rental cost" where `daily_rent_cost` exists is no grouping by day', () => {
    expect(rental('Show the items with a daily rental cost under 20').groupBy).toEqual([]);
  });

  test('without such a field the adverb still groups', () => {
    expect(campus('Show the daily count of students').groupBy).toEqual(['day']);
  });
});

describe('a limit on records themselves ranks records, it groups nothing', () => {
  test('"the top three reviews" where reviews are embedded records', () => {
    expect(rental('Show the item names for the top three reviews').groupBy).toEqual([]);
  });

  test('a limit on a plain field still ranks its values', () => {
    expect(campus('top 5 genders').groupBy).toEqual(['gender']);
  });
});

describe('filters: the number after a verb of holding is the holder\'s capacity', () => {
  const VENUES = {
    fields: ['venue_id', 'venue_name', 'max_occupancy', 'fuel_litres', 'guests', 'guests.visitor_no', 'guests.guest_name'],
    collections: ['venues'],
  };
  const filters = (prompt: string) => analyze(prompt, VENUES).analysis.filters;

  test.each([
    ['venues that can accommodate more than 40 guests', { max_occupancy: { $gt: 40 } }],
    ['venues accommodating fewer than 12 people', { max_occupancy: { $lt: 12 } }],
    ['venues that can seat between 55 and 80 guests', { max_occupancy: { $gte: 55, $lte: 80 } }],
    ['venues that could hold 20 to 30 people', { max_occupancy: { $gte: 20, $lte: 30 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the evidence names the capacity verb', () => {
    const rules = analyze('venues that can accommodate more than 40 guests', VENUES, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.compare$gt+capacity-verb');
  });

  test('a field named after the number keeps the number', () => {
    expect(filters('venues that can hold over 500 fuel litres')).toEqual({ fuel_litres: { $gt: 500 } });
  });

  test('without a modal, "hold" is no capacity', () => {
    expect(filters('venues that hold more than 2 guests')).not.toHaveProperty('max_occupancy');
  });
});

describe('a counting unit that is only another word for a collection\'s records measures the holder\'s capacity', () => {
  // an invented lido: users are people, pools keep how many they take
  const LIDO = { fields: ['userId', 'email', 'poolId', 'poolName', 'capacity', 'swimId', 'pool_id', 'swumOn'], collections: ['users', 'pools', 'swims'] };
  test('"which pools hold more than 300 people" compares the stored capacity, counting no users', () => {
    const { analysis } = analyze('which pools hold more than 300 people', LIDO);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
    expect(analysis.filters).toEqual({ capacity: { $gt: 300 } });
  });
  test('the collection called by its own name is counted: "which pools have more than 300 swims" (negative)', () => {
    const { analysis } = analyze('which pools have more than 300 swims', LIDO);
    expect(analysis.operation).toBe('$count');
  });
});
