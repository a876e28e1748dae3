import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented freight network: crates go between hubs to a consignee; vans run rounds of drops
const FREIGHT = {
  fields: ['_id', 'crate_no', 'origin_hub_code', 'destination_hub_code', 'consignee_name', 'consignee_city', 'consignee_postcode', 'crate_status', 'gross_value',
    'round_code', 'drops.postcode', 'drops.seq', 'hub_code', 'hub_city'],
  collections: ['crates', 'rounds', 'hubs'],
};

const rules = (prompt: string, schema = FREIGHT): string[] => analyze(prompt, schema, { explain: true }).explanation!.filters.evidence.map((e) => e.rule);

test('a postal code written as a district and a unit is one value (filters.postal-code+two-part)', () => {
  expect(analyze('crates going to N7 2XB', FREIGHT).analysis.filters).toEqual({ consignee_postcode: 'N7 2XB' });
  expect(rules('crates going to N7 2XB')).toContain('filters.postal-code+two-part');
});

test('a two-part postal code goes to the postal field of the records a word names', () => {
  expect(analyze('rounds with a drop at postcode EH12 9QT', FREIGHT).analysis.filters).toEqual({ 'drops.postcode': 'EH12 9QT' });
});

test('a two-part postal code after a field of another kind is no postal code', () => {
  const LOCKERS = { fields: ['_id', 'locker', 'bay', 'owner_postcode'], collections: ['lockers'] };
  expect(analyze('lockers in bay K4 2ZQ', LOCKERS).analysis.filters).not.toHaveProperty('owner_postcode');
  expect(rules('lockers in bay K4 2ZQ', LOCKERS)).not.toContain('filters.postal-code+two-part');
});

test('a two-part postal code at a route end goes to that end\'s postal field', () => {
  const CRATES = { fields: ['_id', 'crate_no', 'sender_postcode', 'recipient_postcode'], collections: ['crates'] };
  expect(analyze('crates from N7 2XB to EH12 9QT', CRATES).analysis.filters).toEqual({ sender_postcode: 'N7 2XB', recipient_postcode: 'EH12 9QT' });
  expect(analyze('crates from a sender in Bristol going to N7 2XB', CRATES).analysis.filters).toMatchObject({ recipient_postcode: 'N7 2XB' });
});

test('a known town after "to" goes to the party at the route end, not its code field (filters.route-end+alone+place-kind)', () => {
  expect(analyze('crates heading to Bristol', FREIGHT).analysis.filters).toEqual({ consignee_city: 'Bristol' });
  expect(rules('crates heading to Bristol')).toEqual(['filters.route-end+alone+place-kind']);
});

// an invented mail room: letters are posted to an addressee; no route's ends are kept
const MAIL = { fields: ['_id', 'letter_no', 'addressee_name', 'addressee_city', 'delivery_code', 'postage'], collections: ['letters'] };

test('a town things are sent to goes to the receiving party\'s town field (filters.placement+sent-to)', () => {
  expect(analyze('letters sent to Bristol', MAIL).analysis.filters).toEqual({ addressee_city: 'Bristol' });
  expect(rules('letters sent to Bristol', MAIL)).toEqual(['filters.placement+sent-to']);
});

test('a party\'s town field keeps no name that is not a known place', () => {
  expect(analyze('letters sent to Tovik', MAIL).analysis.filters).not.toHaveProperty('addressee_city');
});

test('the place a thing is sent from after its receiving party\'s town goes to the sender\'s (filters.placement+sent-to+sent-from)', () => {
  const POST = { fields: ['_id', 'card_no', 'addressee_city', 'sender_city'], collections: ['cards'] };
  expect(analyze('cards sent to Bristol from Oslo', POST).analysis.filters).toEqual({ addressee_city: 'Bristol', sender_city: 'Oslo' });
});

test('capitals joined by underscores are a state kept in the one status field (filters.proper-value+state-code)', () => {
  expect(analyze('anything still AWAITING_PICKUP?', FREIGHT).analysis.filters).toMatchObject({ crate_status: 'AWAITING_PICKUP' });
});

test('a code in capitals stays out of the status field after another field or beside other written states', () => {
  const TASKS = { fields: ['_id', 'task', 'lane', 'status'], collections: ['tasks'] };
  expect(analyze('tasks on lane SLOW_TRACK', TASKS).analysis.filters).not.toHaveProperty('status');
  const PINGS = { fields: ['_id', 'ping_kind', 'status', 'host'], collections: ['pings'] };
  expect(analyze('pings with HOST_DOWN', PINGS).analysis.filters).not.toHaveProperty('status');
});

// an invented chain of wineries: each site keeps its country and its region
const WINERIES = { fields: ['_id', 'vineyard_name', 'state', 'territory', 'acres'], collections: ['vineyards'] };

test('the place-holding field named right after a place keeps it (filters.lexicon+field-named-after)', () => {
  expect(analyze('vineyards in the Texas territory', WINERIES).analysis.filters).toEqual({ territory: 'Texas' });
  expect(rules('vineyards in the Texas territory', WINERIES)).toEqual(['filters.lexicon+field-named-after']);
});

test('a field after a place that holds no place, or names the records, does not keep it', () => {
  const KIOSKS = { fields: ['_id', 'kiosk', 'kiosk_type', 'city'], collections: ['kiosks'] };
  expect(analyze('count the Berlin kiosks', KIOSKS).analysis.filters).toEqual({ city: 'Berlin' });
  expect(analyze('the Berlin kiosk type', KIOSKS).analysis.filters).not.toHaveProperty('kiosk_type');
});

// an invented bakery: ovens stand somewhere, flour comes from a supplier's country
const BAKERY = { fields: ['_id', 'oven_code', 'max_temp_c', 'location', 'flour_lot', 'supplier_country'], collections: ['ovens', 'flour_lots'] };

test('a place after a field of some records goes to those records\' own place field (filters.place-value+records-own-place)', () => {
  expect(analyze('max oven temp in Back Room', BAKERY).analysis.filters).toEqual({ location: 'Back Room' });
  expect(rules('max oven temp in Back Room', BAKERY)).toEqual(['filters.place-value+records-own-place']);
});
