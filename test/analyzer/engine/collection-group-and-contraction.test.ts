import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Invented schemas in short field names: a touring theatre's company members and shows; a guest house's bookings. */
const schema = (collections: string[], ...fields: string[]) => ({ fields, collections });
const THEATRE = schema(['Show', 'Troupe_Mbr'], 'show_id', 'show_title', 'opening_dt', 'venue_city', 'mbr_id', 'full_nm', 'stage_role', 'Fee_K', 'join_yr');
const GUEST_HOUSE = schema(['Guest', 'Rsvn'], 'guest_id', 'guest_nm', 'home_cntry', 'rsvn_id', 'arrival_dt', 'nights', 'Rate_USD');

test('a group\'s noun names the collection of its members ("troupe" for Troupe_Mbr)', () => {
  expect(analyze('how many troupe joined after 2019', THEATRE).analysis.collection[0]).toBe('Troupe_Mbr');
  expect(analyze('troupe cast in show 12', THEATRE).analysis.collection[0]).toBe('Troupe_Mbr');
});

test('a word names the collection whose one-word name contracts it, first and last letters kept ("reservations" for Rsvn)', () => {
  expect(analyze('longest reservation for guest 88', GUEST_HOUSE).analysis.collection[0]).toBe('Rsvn');
});
