import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a noun counting what a thing holds or draws, after a compared number, names the field of that attribute', () => {
  // an invented marina list and a league's fixtures
  const MARINAS = { fields: ['marina_id', 'marina_nm', 'town', 'capacity', 'visit_id', 'boat_nm', 'marina_ref'], collections: ['marinas', 'visits'] };
  const FIXTURES = { fields: ['MatchId', 'HomeSide', 'AwaySide', 'GoalsPerMatch', 'CornersPerMatch', 'Crowd'], collections: ['Matches', 'Sides'] };

  test('a holder\'s room is its capacity, kept as a condition, not a count per group', () => {
    const result = analyze('marinas with more than 40 berths', MARINAS, { explain: true });
    expect(result.analysis.filters).toEqual({ capacity: { $gt: 40 } });
    expect(result.analysis.groupBy).toEqual([]);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.compare$gt+counted-unit');
  });

  test('the people a place houses are its stored population, no records counted per group', () => {
    const TOWNS = { fields: ['town_id', 'town_nm', 'county', 'population'], collections: ['towns'] };
    const { analysis } = analyze('towns that have a population of at least 1000 residents', TOWNS);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
  });

  test('the spectators an event draws are its crowd', () => {
    expect(analyze('how many matches drew more than 30k spectators', FIXTURES).analysis.filters).toEqual({ Crowd: { $gt: 30000 } });
  });
});
