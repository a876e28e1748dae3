import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters.placement: a verb putting records at a place keeps the place in the field named for that placement', () => {
  const FERRIES = {
    fields: ['ferry_id', 'ferry_name', 'HomePort', 'base_salary', 'captain', 'city', 'crossing_id', 'crossing_date', 'fare'],
    collections: ['ferries', 'crossings'],
  };
  test('"based at" a code is the home or base (filters.placement+home-base)', () => {
    const { analysis, explanation } = analyze('ferries based at KRS', FERRIES, { explain: true });
    expect(analysis.filters).toEqual({ HomePort: 'KRS' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.placement+home-base']);
  });
  test('"out of" after a basing verb leads its home, no route start', () => {
    const { analysis, explanation } = analyze('list ferries stationed out of Stromness', FERRIES, { explain: true });
    expect(analysis.filters).toEqual({ HomePort: 'Stromness' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.placement+home-base']);
  });
  test('a placement word with no place word beside it names no place (`base_salary`)', () => {
    const crews = { fields: ['crew_id', 'crew_name', 'base_salary', 'city'], collections: ['crews'] };
    expect(analyze('crews based in Kirkwall', crews).analysis.filters).not.toHaveProperty('base_salary');
  });
  const PARCELS = {
    fields: ['parcel_id', 'sender_name', 'weight_kg', 'shipping_cost', 'shipping_country', 'shipping_city', 'status'],
    collections: ['parcels'],
  };
  test('a verb of sending and "to" lead where the records are sent (filters.placement+sent-to)', () => {
    const crates = { fields: ['crate_id', 'packer_city', 'weight', 'delivery_town', 'status'], collections: ['crates'] };
    const { analysis, explanation } = analyze('how many crates were dispatched to Lisbon', crates, { explain: true });
    expect(analysis.filters).toEqual({ delivery_town: 'Lisbon' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.placement+sent-to']);
  });
  test('places listed after the first are kept in the same field', () => {
    expect(analyze('ferries based in Kirkwall or Stromness', FERRIES).analysis.filters).toEqual({ HomePort: { $in: ['Kirkwall', 'Stromness'] } });
    expect(analyze('ferries based in Kirkwall and Lerwick', FERRIES).analysis.filters).toEqual({ HomePort: { $in: ['Kirkwall', 'Lerwick'] } });
  });
  test('of several sending fields, the one named for the kind of place the value is', () => {
    expect(analyze('parcels shipped to Portugal', PARCELS).analysis.filters).toEqual({ shipping_country: 'Portugal' });
  });
  test('sent to someone where no field keeps where things are sent: no placement', () => {
    const notes = { fields: ['note_id', 'recipient', 'body', 'sent_at'], collections: ['notes'] };
    const { explanation } = analyze('notes sent to Ann Lee', notes, { explain: true });
    expect(explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.placement+sent-to');
  });
});

describe('filters.route-start: route ends written short and beside times', () => {
  test('`orig` is where a route starts, beside `dest`', () => {
    const legs = { fields: ['leg_id', 'orig_stop', 'dest_stop', 'pax'], collections: ['legs'] };
    expect(analyze('legs out of KOI', legs).analysis.filters).toEqual({ orig_stop: 'KOI' });
  });
  test('a start named by the event of leaving (`plan_dep`) gives way to one named for the place alone', () => {
    const legs = { fields: ['leg_id', 'plan_dep', 'source', 'dest', 'pax'], collections: ['legs'] };
    expect(analyze('legs out of KOI', legs).analysis.filters).toEqual({ source: 'KOI' });
  });
});
