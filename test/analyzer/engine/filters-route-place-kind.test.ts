import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented migration-tracking study: each tagged bird's journey keeps the town and the country at either end
const FLYWAYS = {
  fields: ['ringCode', 'species', 'departure.town', 'departure.country', 'arrival.town', 'arrival.country', 'distanceKm'],
  collections: ['journeys', 'ringers'],
};

describe('filters: a route end keeping several kinds of place takes a known place in the field of its kind', () => {
  test('a known country after "from" is the start country', () => {
    const { analysis, explanation } = analyze('journeys from Kenya', FLYWAYS, { explain: true });
    expect(analysis.filters).toEqual({ 'departure.country': 'Kenya' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start+alone+place-kind']);
  });
  test('both ends of a route, each a country', () => {
    expect(analyze('journeys from Kenya to Norway', FLYWAYS).analysis.filters).toEqual({ 'departure.country': 'Kenya', 'arrival.country': 'Norway' });
  });
  test('a place no lexicon knows stays in the end first chosen', () => {
    expect(analyze('journeys from Lake Bogoria', FLYWAYS).analysis.filters).toEqual({ 'departure.town': 'Lake Bogoria' });
  });
});
