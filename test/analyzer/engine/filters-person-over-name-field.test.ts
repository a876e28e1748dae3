import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name field the nearby words name does not take a person\'s two-word name from the first/last-name pair', () => {
  const CABINS = { fields: ['CabinId', 'cabinName', 'berths', 'Bookings', 'Bookings.Code', 'Bookings.Arrival', 'Bookings.Surname', 'Bookings.GivenName'], collections: ['Cabins'] };
  test.each(['What number of cabins has TILDA BRANNOCK booked so far?', 'Has Tilda Brannock reserved any cabin this year?'])('%p', (prompt) => {
    const { analysis, explanation } = analyze(prompt, CABINS, { explain: true });
    expect(Object.keys(analysis.filters).sort()).toEqual(['Bookings.GivenName', 'Bookings.Surname']);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.person-first-name+over-name-field', 'filters.person-last-name+over-name-field']);
  });

  test('an entity noun right before the name keeps it that entity\'s', () => {
    expect(analyze('the cabin named Sea Breeze', CABINS).analysis.filters).toEqual({ cabinName: 'Sea Breeze' });
  });
});
