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

test('a known town after "to" goes to the party at the route end, not its code field (filters.route-end+alone+place-kind)', () => {
  expect(analyze('crates heading to Leeds', FREIGHT).analysis.filters).toEqual({ consignee_city: 'Leeds' });
  expect(rules('crates heading to Leeds')).toEqual(['filters.route-end+alone+place-kind']);
});

// an invented mail room: letters are posted to an addressee; no route's ends are kept
const MAIL = { fields: ['_id', 'letter_no', 'addressee_name', 'addressee_city', 'delivery_code', 'postage'], collections: ['letters'] };

test('a town things are sent to goes to the receiving party\'s town field (filters.placement+sent-to)', () => {
  expect(analyze('letters sent to Bristol', MAIL).analysis.filters).toEqual({ addressee_city: 'Bristol' });
  expect(rules('letters sent to Bristol', MAIL)).toEqual(['filters.placement+sent-to']);
});

test('capitals joined by underscores are a state kept in the one status field (filters.proper-value+state-code)', () => {
  expect(analyze('anything still AWAITING_PICKUP?', FREIGHT).analysis.filters).toMatchObject({ crate_status: 'AWAITING_PICKUP' });
});

// an invented chain of wineries: each site keeps its country and its region
const WINERIES = { fields: ['_id', 'site_name', 'country', 'region', 'acres'], collections: ['sites'] };

test('the field named right after a place keeps it (filters.lexicon+field-named-after)', () => {
  expect(analyze('sites in the Scotland region', WINERIES).analysis.filters).toEqual({ region: 'Scotland' });
  expect(rules('sites in the Scotland region', WINERIES)).toEqual(['filters.lexicon+field-named-after']);
});

// an invented bakery: ovens stand somewhere, flour comes from a supplier's country
const BAKERY = { fields: ['_id', 'oven_code', 'max_temp_c', 'location', 'flour_lot', 'supplier_country'], collections: ['ovens', 'flour_lots'] };

test('a place after a field of some records goes to those records\' own place field (filters.place-value+records-own-place)', () => {
  expect(analyze('max oven temp in Back Room', BAKERY).analysis.filters).toEqual({ location: 'Back Room' });
  expect(rules('max oven temp in Back Room', BAKERY)).toEqual(['filters.place-value+records-own-place']);
});
