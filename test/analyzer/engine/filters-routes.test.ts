import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "from X to Y" fills both ends of a route the schema keeps (filters.route-start, filters.route-end)', () => {
  // an invented ferry line and an invented courier: each keeps where a trip starts and ends
  const FERRIES = { fields: ['ferry_id', 'vessel', 'origin', 'destination', 'departure_time', 'arrival_time'], collections: ['crossings'] };
  const COURIER = { fields: ['parcel_id', 'SourceDepot', 'DestDepot', 'weight_kg'], collections: ['parcels'] };
  test('the name after "from" starts the route, the one after "to" ends it', () => {
    const ferry = analyze('Which crossings sail from North Skerry to Holm?', FERRIES, { explain: true });
    expect(ferry.analysis.filters).toEqual({ origin: 'North Skerry', destination: 'Holm' });
    expect(ferry.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start', 'filters.route-end']);
    expect(analyze("how many parcels went from 'KX9' to 'LB2'?", COURIER).analysis.filters).toEqual({ SourceDepot: 'KX9', DestDepot: 'LB2' });
  });
  test('fields of when a trip starts or ends hold no place', () => {
    const TIMES = { fields: ['ferry_id', 'vessel', 'departure_time', 'arrival_time'], collections: ['crossings'] };
    expect(analyze('crossings from Skerry to Holm', TIMES).analysis.filters).not.toHaveProperty('departure_time');
  });
  test('a span of years kept as "from" and "to" fields is no route: a name after "from" is kept by the field it names', () => {
    // an invented choir keeping each singer's repertoire as a span of years
    const SINGERS = { fields: ['singerId', 'name', 'conservatory', 'repertoire.fromYear', 'repertoire.toYear'], collections: ['singers'] };
    expect(analyze('singers from Lindholm Conservatory', SINGERS).analysis.filters).toEqual({ conservatory: 'Lindholm' });
  });
  test('numbers or lone letters after "from" and "to" make a range or an order, not a route', () => {
    expect(analyze('crossings from 2019 to 2021', FERRIES).analysis.filters).toEqual({});
    expect(analyze('list the vessels sorted from A to Z', FERRIES).analysis.filters).toEqual({});
  });
  test('either end said alone fills only that end', () => {
    // an invented balloon-tour operator keeping each flight's route as an embedded object
    const BALLOONS = { fields: ['flightId', 'pilotId', 'trip.origin', 'trip.destination', 'trip.durationMin', 'launchedAt'], collections: ['flights', 'pilots'] };
    const from = analyze('average duration of flights from Tarnby', BALLOONS, { explain: true });
    expect(from.analysis.filters).toEqual({ 'trip.origin': 'Tarnby' });
    expect(from.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start+alone']);
    expect(analyze('how many flights went to Holm Moor last week', BALLOONS).analysis.filters).toEqual({ 'trip.destination': 'Holm Moor' });
  });
});
