import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// invented flat exports: `_id` once, then each collection's fields in blocks, in the order of the collections list
// (sorted by name), a field shared by several collections listed once, under the first block that has it

const ownersOf = (schema: { fields: string[]; collections: string[] }) => {
  const index = buildFieldIndex(schema.fields, []);
  const { ownerOf } = fieldOwners(index, schema.collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

// a herbarium: an expedition's own key far from the next field naming expeditions
const HERBARIUM = {
  fields: [
    '_id', 'collector_id', 'collector_name', 'nationality', 'born_year',
    'expedition_id', 'basin', 'started_on', 'ended_on', 'sponsor', 'expedition_leader',
    'sheet_barcode', 'taxon', 'family', 'mounted_on', 'sheet_condition',
    'visit_no', 'visitor', 'purpose', 'visited_on', 'hours_spent',
  ],
  collections: ['collectors', 'expeditions', 'sheets', 'visits'],
};

// a ferry company: a quay's fields end with a value naming ships, then the quay's own status
const FERRY = {
  fields: [
    '_id', 'captain_id', 'captain_name', 'licence_grade', 'first_sailed',
    'quay_id', 'berth_count', 'depth_m', 'harbour_town', 'opened_year', 'crane_count', 'ship_minutes', 'quay_status',
    'ship_id', 'hull_code', 'launch_year', 'shipyard', 'gross_tonnage', 'car_decks', 'ship_status',
    'voyage_id', 'sailed_on', 'passengers', 'cars_carried', 'fuel_litres', 'sea_state',
  ],
  collections: ['captains', 'quays', 'ships', 'voyages'],
};

// an orchard: a crate points at its picker and row right after its own key; pickers and traders begin without a key
// naming them, a trader at the first of its numbers
const ORCHARD = {
  fields: [
    '_id', 'crate_id', 'crate_label', 'picker_id', 'row_id', 'picked_at', 'apple_variety', 'kilos', 'bruised',
    'picker_name', 'mobile', 'badge_no', 'row_ref', 'season_start',
    'row_code', 'length_m', 'planted_year', 'irrigated',
    'sale_id', 'sold_on', 'price_eur', 'terms_days', 'sale_status',
    'stall_no', 'permit_no', 'trader_name', 'market_town', 'credit_limit',
  ],
  collections: ['crates', 'pickers', 'rows', 'sales', 'traders'],
};

test('a key naming the next collection listed begins its block, however far its other named fields stand', () => {
  const owner = ownersOf(HERBARIUM);
  expect(owner('expedition_id')).toBe('expeditions');
  expect(owner('started_on')).toBe('expeditions');
  expect(owner('sponsor')).toBe('expeditions');
  expect(owner('nationality')).toBe('collectors');
  expect(owner('_id')).toBeUndefined();
});

test('a value naming a later collection inside a block leaves the block its own', () => {
  const owner = ownersOf(FERRY);
  expect(owner('quay_id')).toBe('quays');
  expect(owner('crane_count')).toBe('quays');
  expect(owner('ship_minutes')).toBe('quays');
  expect(owner('ship_id')).toBe('ships');
  expect(owner('sea_state')).toBe('voyages');
});

test('keys right after a record\'s own key, or in a row after a key, point from it and begin no block', () => {
  const owner = ownersOf(ORCHARD);
  expect(owner('picked_at')).toBe('crates');
  expect(owner('bruised')).toBe('crates');
  expect(owner('mobile')).toBe('pickers');
  expect(owner('season_start')).toBe('pickers');
  expect(owner('sale_id')).toBe('sales');
  expect(owner('price_eur')).toBe('sales');
});

test('a block begun by a value naming its collection begins at a key naming none after a plain field before it', () => {
  const owner = ownersOf(ORCHARD);
  expect(owner('stall_no')).toBe('traders');
  expect(owner('permit_no')).toBe('traders');
  expect(owner('sale_status')).toBe('sales');
});

test('negative: blocks in another order than the collections list keep the reading of their names', () => {
  const owner = ownersOf({
    fields: ['_id', 'sheet_barcode', 'sheet_title', 'taxon', 'family', 'mounted_on', 'visit_no', 'visitor', 'purpose', 'visited_on', 'collector_id', 'collector_name', 'nationality', 'born_year'],
    collections: ['collectors', 'sheets', 'visits'],
  });
  expect(owner('taxon')).toBe('sheets');
  expect(owner('purpose')).toBe('visits');
  expect(owner('nationality')).toBe('collectors');
});

test('negative: a first collection no field names gives the order no evidence', () => {
  const owner = ownersOf({
    fields: ['_id', 'catch_id', 'caught_on', 'catch_weight', 'species', 'lake_id', 'lake_name', 'depth_m', 'area_ha', 'full_name', 'mobile', 'club'],
    collections: ['anglers', 'catches', 'lakes'],
  });
  expect(owner('catch_id')).toBe('catches');
  expect(owner('caught_on')).toBe('catches');
});

test('negative: a collection\'s own key amid the fields of one listed before it reads no blocks in list order', () => {
  // the booking's own key stands among the member's fields (a member's note after it): the court's key keeps its block
  const owner = ownersOf({
    fields: ['_id', 'member_id', 'full_name', 'email', 'town', 'booking_id', 'booked_on', 'member_note', 'booking_fee', 'status', 'court_id', 'court_name', 'surface', 'lights'],
    collections: ['members', 'bookings', 'courts'],
  });
  expect(owner('court_id')).toBe('courts');
  expect(owner('court_name')).toBe('courts');
});

test('negative: a list begun at a key naming a collection other than the first listed reads no blocks in list order', () => {
  // the harvests' block first, a plural naming harvests among the growers' fields: the harvest's fields go to no grower
  const owner = ownersOf({
    fields: ['_id', 'harvest_id', 'variety', 'tonnes', 'picked_on', 'grower_id', 'grower_name', 'region', 'harvests_sold', 'cellar_id', 'cellar_name', 'town'],
    collections: ['growers', 'harvests', 'cellars'],
  });
  expect(['harvest_id', 'variety', 'tonnes', 'picked_on'].map(owner)).toEqual([undefined, undefined, undefined, undefined]);
  expect(owner('cellar_id')).toBe('cellars');
});

test('a key with a role before a collection\'s name amid a later block points from that block\'s record', () => {
  const owner = ownersOf({
    fields: ['_id', 'keeper_id', 'full_name', 'hired_on', 'pen_id', 'pen_name', 'area_m2', 'senior_keeper_id', 'feed_id', 'feed_name', 'kg_per_day'],
    collections: ['keepers', 'pens', 'feeds'],
  });
  expect(['pen_id', 'area_m2', 'senior_keeper_id'].map(owner)).toEqual(['pens', 'pens', 'pens']);
  expect(owner('feed_id')).toBe('feeds');
});
