import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented courier network: depots keep a region, parcels travel from a pickup state to a dropoff state
const COURIER = {
  fields: ['parcelId', 'depotCode', 'origin', 'origin.town', 'origin.state', 'destination', 'destination.town', 'destination.state', 'weightKg', 'depotName', 'region'],
  collections: ['depots', 'parcels'],
};

test.each([
  ['parcels headed to Oregon this week', 'destination.state'],
  ['how many parcels came from Nevada', 'origin.state'],
])('%p: after "to"/"from" a place goes to that end of the records\' route', (prompt, field) => {
  const { analysis, explanation } = analyze(prompt, COURIER, { explain: true });
  expect(Object.keys(analysis.filters)).toEqual([field]);
  expect(explanation?.filters.evidence.some((e) => e.rule.endsWith('+route-end'))).toBe(true);
});

test('records that keep no route leave the place to their own field', () => {
  expect(Object.keys(analyze('depots from Nevada', COURIER).analysis.filters)).toEqual(['region']);
});
