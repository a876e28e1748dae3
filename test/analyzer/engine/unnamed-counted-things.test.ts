import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a venue schema: venues keep a district, a category and a stored seat count; visitors are no collection or field
const VENUES = {
  fields: ['venueId', 'venueName', 'district', 'category', 'ticketPrice', 'seat_count'],
  collections: ['venues'],
};
const run = (prompt: string) => analyze(prompt, VENUES).analysis;

describe('things the schema does not name, counted per group', () => {
  test.each([
    ['Which district has the most visitors?', ['district'], 1],
    ['the district that attracts the fewest visitors', ['district'], 1],
    ['districts with more than two visitors', ['district'], null],
    ['the categories used fewer than 5 times', ['category'], null],
    ['categories that appear on at least two occasions', ['category'], null],
  ])('%p → %p, counted', (prompt, groupBy, limit) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(groupBy);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(limit);
  });

  test.each([
    // a field already stores how many there are
    'venues with more than 200 seats',
    // per venue, an unnamed noun is as likely a value the venue has as records
    'venues with more than 3 visitors',
    // the noun before the count is a condition, not the group
    'venues priced over 50 that hold more than three guests',
    // a unit of a value
    'districts more than 5 miles away',
  ])('%p is no count per group', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });

  test.each([
    'Which venue has the most visitors?',
    'the venue that drew the fewest visitors',
  ])('%p: a superlative ranks venues by how many they have', (prompt) => {
    const a = run(prompt);
    expect(a.groupBy).toEqual(['venueId']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
  });

  test('the evidence names the rule', () => {
    const { explanation } = analyze('Which district has the most visitors?', VENUES, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-ranking');
  });

  test('an entity ranked by unnamed things: the evidence says they are unnamed records', () => {
    const { explanation } = analyze('Which venue has the most visitors?', VENUES, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking+unnamed-records']);
  });
});

describe('an entity ranked by a noun its stored measure stands for counts no records', () => {
  test('"the most residents" where a population is stored sorts by it', () => {
    const villages = { fields: ['village_id', 'village_label', 'population', 'parish'], collections: ['villages'] };
    const a = analyze('Which village houses the most residents?', villages).analysis;
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
    expect(a.sort).toEqual({ population: -1 });
  });

  test('"the most stories" where a floor count is stored is no count per tower', () => {
    const towers = { fields: ['tower_id', 'tower_label', 'floor_count'], collections: ['towers'] };
    const a = analyze('the tower rising to the most stories', towers).analysis;
    expect(a.groupBy).toEqual([]);
    expect(a.operation).toBeNull();
  });
});

// events embed their bookings; a field is called like the verb that books them
const EVENTS = {
  fields: ['event_id', 'venue', 'Hosts', 'score', 'bookings', 'bookings.booking_id', 'bookings.seat'],
  collections: ['events', 'bookings'],
};

describe('a count threshold after a verb the schema happens to name', () => {
  test('"venues that hosted more than one booking": the verb compares nothing', () => {
    const a = analyze('Show the venues that hosted more than one booking', EVENTS).analysis;
    expect(a.groupBy).toEqual(['venue']);
    expect(a.operation).toBe('$count');
  });

  test('a decimal compares a value, never counts records', () => {
    const a = analyze('events with a score above 8.0 with bookings', EVENTS).analysis;
    expect(a.groupBy).toEqual([]);
  });
});

describe('a count ranking over records qualified by a verb the schema happens to name', () => {
  test('"the largest number of hosted bookings": the participle qualifies the bookings', () => {
    const a = analyze('show me the venue with the largest number of hosted bookings', EVENTS).analysis;
    expect(a.groupBy).toEqual(['venue']);
    expect(a.operation).toBe('$count');
    expect(a.sort).toEqual({ count: -1 });
  });
});
