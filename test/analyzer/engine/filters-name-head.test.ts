import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted name headed by the word for an entity is that entity\'s name', () => {
  // depots keep a city too, which a place-like name would otherwise go to
  const DEPOTS = { fields: ['depot_id', 'depot_name', 'depot_city', 'Buses', 'Buses.bus_id', 'Buses.route'], collections: ['Depots'] };
  test.each([
    ['how many buses are kept at the "Larch Street Depot"'],
    ['the city of the "Larch Street Depot"'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, DEPOTS).analysis.filters).toEqual({ depot_name: 'Larch Street Depot' });
  });

  test('a field named right before the value keeps it', () => {
    expect(analyze('buses on route "Larch Street Depot"', DEPOTS).analysis.filters).toEqual({ 'Buses.route': 'Larch Street Depot' });
  });

  test('the evidence names the rule', () => {
    const rules = analyze('the city of the "Larch Street Depot"', DEPOTS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toEqual(['filters.quoted+name-head']);
  });

  test('a verb before the value that names a field of its own sends the value there', () => {
    const parcels = { fields: ['parcel_ref', 'dispatch_address', 'guild_name'], collections: ['parcels', 'guilds'] };
    expect(analyze('parcels dispatched to "Hollow Lane Guild"', parcels).analysis.filters).toEqual({ dispatch_address: 'Hollow Lane Guild' });
  });
});
