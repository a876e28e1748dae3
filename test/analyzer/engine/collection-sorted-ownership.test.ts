import { describe, expect, test } from 'bun:test';
import { schemaFacts } from '../../../plugins/analyzer/engine/schema-memo.ts';
import { byLowerCase, isSortedFieldList } from '../../../plugins/analyzer/engine/sorted-ownership.ts';
import { GENERIC, makeRegistry } from './fixtures.ts';

/**
 * An invented marina: berths, charter bookings and sailing instructors, each collection's fields written as a block
 * (the bookings embed the berths they were given), then the same list sorted by name as a schema tool sends it.
 */
const MARINA_COLLECTIONS = ['Berths', 'Charter_Bookings', 'Instructors'];
const MARINA_BLOCKS = [
  'berth_id', 'berth_length', 'shore_power', 'Maintenance_Logs', 'Maintenance_Logs.berth_id', 'Maintenance_Logs.inspected_on',
  'booking_id', 'booking_date', 'charter_fee', 'charter_hours', 'deposit_paid', 'home_berth_id',
  'Berth_Assignments', 'Berth_Assignments.berth_id', 'Berth_Assignments.booking_id', 'Wash_Services', 'Wash_Services.price_per_berth',
  'Wash_Services.washed_on',
  'instructor_id', 'first_name', 'date_of_birth',
];
const MARINA_SORTED = [...MARINA_BLOCKS].sort(byLowerCase);

const ownersOf = (fields: readonly string[], collections: readonly string[]) => {
  const facts = schemaFacts(makeRegistry(GENERIC), fields, collections);
  return (...names: string[]) => names.map((name) => facts.owners.ownerOf.get(facts.index.byName.get(name)!) ?? null);
};

describe('a field list sorted by name', () => {
  test('is told from a list in the caller\'s own order, whole, long enough and over several collections', () => {
    expect(isSortedFieldList(MARINA_SORTED, MARINA_COLLECTIONS)).toBe(true);
    // a program's sort puts capitals first
    expect(isSortedFieldList([...MARINA_BLOCKS].sort(), MARINA_COLLECTIONS)).toBe(true);
    expect(isSortedFieldList(MARINA_BLOCKS, MARINA_COLLECTIONS)).toBe(false);
    // one collection's fields, or a short list, may be sorted by chance
    expect(isSortedFieldList(MARINA_SORTED, ['Berths'])).toBe(false);
    expect(isSortedFieldList(['berth_id', 'booking_id', 'charter_fee', 'first_name'], MARINA_COLLECTIONS)).toBe(false);
  });

  const sorted = ownersOf(MARINA_SORTED, MARINA_COLLECTIONS);

  test('a field naming a collection is its own, a key after a qualifier only points at it', () => {
    expect(sorted('berth_id', 'berth_length', 'booking_id', 'instructor_id')).toEqual(['Berths', 'Berths', 'Charter_Bookings', 'Instructors']);
    expect(sorted('home_berth_id')).toEqual(['Charter_Bookings']);
  });

  test('the first word of a collection\'s name of several words, no other collection\'s, names it', () => {
    expect(sorted('charter_fee', 'charter_hours')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
    // a first word two collections' names share names neither: the fields go with the default collection
    const shared = ownersOf([...MARINA_SORTED, 'payment_ref'].sort(byLowerCase), [...MARINA_COLLECTIONS, 'Charter_Payments']);
    expect(shared('charter_fee', 'charter_hours')).toEqual(shared('shore_power', 'shore_power'));
    expect(shared('charter_fee', 'payment_ref')).toEqual(['Berths', 'Charter_Payments']);
  });

  test('an embedded list goes with the collection its children point at, the one its name names aside', () => {
    expect(sorted('Maintenance_Logs', 'Maintenance_Logs.inspected_on')).toEqual(['Berths', 'Berths']);
    expect(sorted('Berth_Assignments', 'Berth_Assignments.berth_id')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
    // a measure per berth points at no berth: the list goes with the default collection
    expect(sorted('Wash_Services')).toEqual(['Charter_Bookings']);
    // children pointing at two collections as often: the one of them most plain fields name, not the default
    const lessons = ownersOf([...MARINA_SORTED, 'Lessons', 'Lessons.berth_id', 'Lessons.instructor_id'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(lessons('Lessons', 'Lessons.berth_id')).toEqual(['Berths', 'Berths']);
    const instructed = ownersOf([...MARINA_SORTED, 'Lessons', 'Lessons.berth_id', 'Lessons.instructor_id', 'instructor_grade', 'instructor_since']
      .sort(byLowerCase), MARINA_COLLECTIONS);
    expect(instructed('Lessons')).toEqual(['Instructors']);
  });

  test('an embedded list naming people and no collection goes with the one collection of people', () => {
    const withVolunteers = ownersOf([...MARINA_SORTED, 'Volunteers', 'Volunteers.volunteer_id', 'Volunteers.certified_on'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(withVolunteers('Volunteers', 'Volunteers.certified_on')).toEqual(['Instructors', 'Instructors']);
    // a list of things is not: it goes with the default collection
    const withSails = ownersOf([...MARINA_SORTED, 'Spare_Sails', 'Spare_Sails.sail_area', 'Spare_Sails.stored_on'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(withSails('Spare_Sails')).toEqual(['Charter_Bookings']);
  });

  test('a part of a postal address goes with the one collection of addresses', () => {
    const fields = [...MARINA_SORTED, 'address_id', 'line_2', 'city_name', 'postcode_zone', 'county_district'].sort(byLowerCase);
    const owners = ownersOf(fields, [...MARINA_COLLECTIONS, 'Addresses']);
    expect(owners('line_2', 'city_name', 'postcode_zone', 'county_district')).toEqual(['Addresses', 'Addresses', 'Addresses', 'Addresses']);
    // no collection of addresses: the default collection's
    expect(ownersOf(fields, MARINA_COLLECTIONS)('city_name', 'postcode_zone')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
  });

  test('an invoice line or a country is no part of a postal address', () => {
    const fields = [...MARINA_SORTED, 'address_id', 'city_name', 'line_total', 'line_number', 'country'].sort(byLowerCase);
    const owners = ownersOf(fields, [...MARINA_COLLECTIONS, 'Addresses']);
    expect(owners('city_name', 'line_total', 'line_number', 'country')).toEqual(['Addresses', 'Charter_Bookings', 'Charter_Bookings', 'Charter_Bookings']);
  });

  test('a location or an address naming no collection goes with the one collection of places', () => {
    const stays = [
      'booking_id', 'booking_date', 'booking_nights', 'guest_id', 'first_name', 'hotel_id', 'stars',
      'location', 'location.street', 'location.city', 'location.geo',
    ].sort(byLowerCase);
    expect(ownersOf(stays, ['Bookings', 'Guests', 'Hotels'])('location', 'location.city', 'stars')).toEqual(['Hotels', 'Hotels', 'Bookings']);
    // no collection of places: the default collection's
    expect(ownersOf(stays, ['Bookings', 'Guests', 'Rooms'])('location')).toEqual(['Bookings']);
    // nested below a field not listed itself, it is where a part of the record stands, no place's own
    const nested = [...stays, 'pickup.location'].sort(byLowerCase);
    expect(ownersOf(nested, ['Bookings', 'Guests', 'Hotels'])('pickup.location')).toEqual(['Bookings']);
    // a collection of addresses keeps them rather than the places
    expect(ownersOf(stays, ['Bookings', 'Guests', 'Hotels', 'Addresses'])('location')).toEqual(['Bookings']);
  });

  test('an address only a person has goes with the people, not the places', () => {
    const stays = ['booking_id', 'booking_date', 'booking_nights', 'guest_id', 'first_name', 'hotel_id', 'stars', 'location', 'email_primary_address'].sort(byLowerCase);
    expect(ownersOf(stays, ['Bookings', 'Guests', 'Hotels'])('email_primary_address', 'location')).toEqual(['Guests', 'Hotels']);
  });

  test('a person\'s name or birth date goes with the one collection of people', () => {
    expect(sorted('first_name', 'date_of_birth')).toEqual(['Instructors', 'Instructors']);
    // so does what only a person has: an age, a nationality, an email address, a password, a sex asked yes or no
    const personal = ownersOf([...MARINA_SORTED, 'age_years', 'nationality_code', 'email_primary', 'password_hash', 'is_female'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(personal('age_years', 'nationality_code', 'email_primary', 'password_hash', 'is_female')).toEqual(['Instructors', 'Instructors', 'Instructors', 'Instructors', 'Instructors']);
    // qualified, such a word is another record's: a firm's support address, a charter's least age
    const qualified = ownersOf([...MARINA_SORTED, 'support_email', 'min_age'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(qualified('support_email', 'min_age')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
    // with two collections of people, neither is chosen by such a field
    const twoKinds = ownersOf([...MARINA_SORTED, 'guest_id'].sort(byLowerCase), [...MARINA_COLLECTIONS, 'Guests']);
    expect(twoKinds('first_name', 'date_of_birth')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
  });

  test('a birth word is a person\'s only beside a date word', () => {
    const towns = ['town_id', 'town_name', 'founded_year', 'birth_rate', 'resident_id', 'resident_since', 'birth_date', 'street'];
    const owners = ownersOf([...towns].sort(byLowerCase), ['Towns', 'Residents']);
    expect(owners('birth_date')).toEqual(['Residents']);
    // a rate of births is the place's, the collection most plain fields name
    expect(owners('birth_rate')).toEqual(owners('founded_year'));
    expect(owners('birth_rate')).toEqual(['Towns']);
  });

  test('a plain field naming nothing goes with the collection most plain fields name', () => {
    expect(sorted('shore_power', 'deposit_paid')).toEqual(['Charter_Bookings', 'Charter_Bookings']);
    // a generic measure word alone says nothing of whose it is: it is left to none
    const withFee = ownersOf([...MARINA_SORTED, 'amount', 'value'].sort(byLowerCase), MARINA_COLLECTIONS);
    expect(withFee('amount', 'value', 'shore_power')).toEqual([null, null, 'Charter_Bookings']);
    // no plain field naming any collection: no guess
    const unnamed = ['depth', 'draught', 'Moorings', 'Moorings.depth', 'paid', 'quay', 'rate', 'ring_count', 'tide'];
    expect(ownersOf(unnamed, MARINA_COLLECTIONS)('depth', 'paid')).toEqual([null, null]);
  });

  test('a bare name goes with another collection than the people named by a first or last name', () => {
    const fleet = ['boat_id', 'date_of_birth', 'hull_colour', 'instructor_grade', 'instructor_id', 'instructor_since', 'length_m', 'name'];
    const withNames = ownersOf([...fleet, 'first_name', 'last_name'].sort(byLowerCase), ['Boats', 'Instructors']);
    expect(withNames('name', 'hull_colour')).toEqual(['Boats', 'Instructors']);
    // people called by no first or last name may be called by a bare name
    expect(ownersOf(fleet, ['Boats', 'Instructors'])('name')).toEqual(['Instructors']);
  });

  test('a document store\'s keys, repeated once per collection, stand together when sorted and split no blocks', () => {
    const blocks = [
      '_id', 'hive_no', 'hive_site', 'queen_age', '_id', 'keeper_name', 'keeper_phone', '_id', 'harvest_kg', 'harvest_on', 'hive_no',
    ];
    const owners = ownersOf([...blocks].sort(byLowerCase), ['Hives', 'Keepers', 'Harvests']);
    expect(owners('hive_site', 'keeper_name', 'harvest_kg')).toEqual(['Hives', 'Keepers', 'Harvests']);
    // in the caller's own order each key opens a collection's block
    expect(ownersOf(blocks, ['Hives', 'Keepers', 'Harvests'])('queen_age', 'keeper_phone', 'harvest_on')).toEqual(['Hives', 'Keepers', 'Harvests']);
  });

  test('the same fields in the caller\'s own order keep the owners read from that order', () => {
    const blocks = ownersOf(MARINA_BLOCKS, MARINA_COLLECTIONS);
    expect(blocks('shore_power', 'Maintenance_Logs')).toEqual(['Berths', 'Berths']);
  });
});
