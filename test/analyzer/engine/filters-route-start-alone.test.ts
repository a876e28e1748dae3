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
  test('a verb of leaving or reaching right before a place says that end as "from" and "to" do (+verb)', () => {
    const { analysis, explanation } = analyze('deliveries leaving Leith', COURIERS, { explain: true });
    expect(analysis.filters).toEqual({ origin_depot: 'Leith' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.route-start+alone+verb']);
    expect(analyze('deliveries reaching Portobello', COURIERS).analysis.filters).toEqual({ destination_depot: 'Portobello' });
  });
  test('the ends of a route written short (`dep_`, `arr_`) are read as departure and arrival', () => {
    const barges = { fields: ['barge_no', 'dep_wharf', 'arr_wharf', 'dep_date', 'tonnes'], collections: ['trips'] };
    expect(analyze('trips from Leith to Portobello', barges).analysis.filters).toEqual({ dep_wharf: 'Leith', arr_wharf: 'Portobello' });
  });
  test('both ends still read as a route', () => {
    expect(analyze('deliveries from Leith to Portobello', COURIERS).analysis.filters).toEqual({ origin_depot: 'Leith', destination_depot: 'Portobello' });
  });
  test('records that keep no route are not said to start anywhere', () => {
    expect(analyze('riders from Leith', COURIERS).analysis.filters).not.toHaveProperty('origin_depot');
  });
});
