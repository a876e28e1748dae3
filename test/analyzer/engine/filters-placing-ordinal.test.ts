import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented cycling league: results keep each rider's finishing place; clubs their founding year
const LEAGUE = { fields: ['Rider_ID', 'Race_ID', 'Finish_Place', 'Rider_Name'], collections: ['Results', 'Riders'] };
const CLUBS = { fields: ['Club_ID', 'Club_Name', 'Founded_Year'], collections: ['Clubs'] };

describe('filters: a placing verb before an ordinal is the place held in a result (filters.placing-ordinal)', () => {
  test('"placed second" holds the place field to 2, no order', () => {
    const result = analyze('how many riders placed second', LEAGUE, { explain: true });
    const { filters, sort, limit } = result.analysis;
    expect({ filters, sort, limit }).toEqual({ filters: { Finish_Place: 2 }, sort: {}, limit: null });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.placing-ordinal');
  });
  test('an action done first still orders by its date', () => {
    const { filters, sort, limit } = analyze('which club was founded first', CLUBS).analysis;
    expect({ filters, sort, limit }).toEqual({ filters: {}, sort: { Founded_Year: 1 }, limit: 1 });
  });
});
