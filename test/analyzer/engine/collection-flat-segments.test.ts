import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/**
 * A ferry line's flat schema sent collection by collection, each name listed once: the bookings first, whose keys
 * point at ferries and at a lookup table of cargo kinds; the ferries, which keep a port under a role of their own; the
 * deckhands, whose fields never name them; the lookup table's label; the ports.
 */
const FERRY = {
  fields: [
    '_id', 'voyage_no', 'ferry_id', 'cargo_kind_code', 'sailed_on', 'passengers', 'fare_total',
    'ferry_name', 'home_port_code', 'built_year',
    'crew_badge_number', 'given_name', 'shift',
    'cargo_label', 'loading_fee',
    'port_code', 'port_name', 'country',
  ],
  collections: ['deckhands', 'ferries', 'ports', 'ref_cargo_kinds', 'voyage_bookings'],
};

const owners = (...names: string[]) => {
  const index = buildFieldIndex(FERRY.fields, []);
  const { ownerOf } = fieldOwners(index, FERRY.collections);
  return names.map((name) => ownerOf.get(index.byName.get(name)!));
};

describe('field owners of a flat list, read as one segment per collection', () => {
  test('a key spelled by the first word of a two-word name begins that collection; keys in a row after it only point', () => {
    expect(owners('voyage_no', 'ferry_id', 'cargo_kind_code', 'fare_total')).toEqual(Array(4).fill('voyage_bookings'));
  });

  test('a lookup table begins at its label, not at its code listed among the records using it', () => {
    expect(owners('sailed_on', 'cargo_label', 'loading_fee')).toEqual(['voyage_bookings', 'ref_cargo_kinds', 'ref_cargo_kinds']);
  });

  test('a key under a role of its own stays with its record', () => {
    expect(owners('home_port_code', 'built_year')).toEqual(['ferries', 'ferries']);
    expect(owners('port_name', 'country')).toEqual(['ports', 'ports']);
  });

  test('a serial key naming nothing begins the one collection no field names', () => {
    expect(owners('crew_badge_number', 'given_name', 'shift')).toEqual(['deckhands', 'deckhands', 'deckhands']);
  });

  test('the question\'s fields then vote for the records they live in', () => {
    expect(analyze('total passengers sailed last year', FERRY).analysis.collection[0]).toBe('voyage_bookings');
    expect(analyze('deckhands on the night shift', FERRY).analysis.collection[0]).toBe('deckhands');
  });
});

describe('a plural word beginning one collection\'s two-word name names it', () => {
  const read = (prompt: string) => {
    const { analysis, explanation } = analyze(prompt, FERRY, { explain: true });
    return { collection: analysis.collection[0], rules: explanation!.collection.evidence.map((e) => e.rule) };
  };

  test('the records are called by the thing their name qualifies (collection.plural-of-first-name-word)', () => {
    expect(read('how many voyages')).toEqual({ collection: 'voyage_bookings', rules: expect.arrayContaining(['collection.plural-of-first-name-word']) });
  });

  test('a word naming records embedded in documents names those records, not the collection', () => {
    const LODGES = { fields: ['_id', 'lodge_name', 'rooms', 'rooms.room_no', 'rooms.beds', 'guest_id', 'guest_name'], collections: ['guests', 'room_lodges'] };
    const { explanation } = analyze('how many rooms', LODGES, { explain: true });
    expect(explanation!.collection.evidence.map((e) => e.rule)).not.toContain('collection.plural-of-first-name-word');
  });
});

describe('a field spelling a lookup table\'s whole thing is its code, listed by the records using it', () => {
  test('the record\'s plain fields after it stay with the record', () => {
    const fields = ['_id', 'parcel_no', 'weight_kg', 'order_status', 'sent_on', 'postage', 'courier_id', 'courier_name', 'van_count'];
    const index = buildFieldIndex(fields, []);
    const { ownerOf } = fieldOwners(index, ['couriers', 'parcels', 'ref_order_statuses']);
    expect(['order_status', 'sent_on', 'postage'].map((name) => ownerOf.get(index.byName.get(name)!))).toEqual(['parcels', 'parcels', 'parcels']);
  });
});

describe('a flat list too long to track which collections have their segment is still cut at its names', () => {
  // ten tables of twenty-two fields: past the size where each collection is held to one segment
  const tables = ['kiln', 'glaze', 'potter', 'studio', 'firing', 'clay', 'order', 'buyer', 'stall', 'fair'];
  const fields = ['_id', ...tables.flatMap((t, c) => [`${t}_id`, `${t}_name`, ...Array.from({ length: 20 }, (_, k) => `attr_${c}_${k}`)])];
  const collections = tables.map((t) => `${t}s`);

  test('every field between one table\'s name and the next belongs to that table', () => {
    const index = buildFieldIndex(fields, []);
    const { ownerOf } = fieldOwners(index, collections);
    for (const [c, t] of tables.entries()) {
      for (const k of [0, 10, 19]) expect(ownerOf.get(index.byName.get(`attr_${c}_${k}`)!)).toBe(`${t}s`);
    }
  });
});
