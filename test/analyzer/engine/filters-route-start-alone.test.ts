import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "from <place>" alone is where the route starts, said of the records keeping the route', () => {
  const COURIERS = {
    fields: ['delivery_id', 'rider_id', 'origin_depot', 'destination_depot', 'parcel_kg', 'rider_name', 'home_town'],
    collections: ['deliveries', 'riders'],
  };
  test('deliveries from Leith start there', () => {
    const { analysis, explanation } = analyze('deliveries from Leith', COURIERS, { explain: true });
    expect(analysis.filters).toEqual({ origin_depot: 'Leith' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start+alone']);
  });
  test('what left "out of" a place started there (filters.route-start+alone+out-of)', () => {
    const { analysis, explanation } = analyze('deliveries sent out of Leith', COURIERS, { explain: true });
    expect(analysis.filters).toEqual({ origin_depot: 'Leith' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start+alone+out-of']);
  });
  test('both ends still read as a route', () => {
    expect(analyze('deliveries from Leith to Portobello', COURIERS).analysis.filters).toEqual({ origin_depot: 'Leith', destination_depot: 'Portobello' });
  });
  test('records that keep no route are not said to start anywhere', () => {
    expect(analyze('riders from Leith', COURIERS).analysis.filters).not.toHaveProperty('origin_depot');
  });
});
