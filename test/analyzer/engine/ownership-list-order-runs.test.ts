import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

/**
 * Flat lists written collection by collection in the caller's own order of collections, each field named once:
 * unnamed runs are placed by that order (run-in-list-order, unowned-between-neighbours), and a key naming the next
 * record, followed by values and a late thing's name, points from the record before (pointer-before-late-name).
 */
const owners = (fields: readonly string[], collections: readonly string[]) => {
  const index = buildFieldIndex([...fields], []);
  const { ownerOf } = fieldOwners(index, collections);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};
/** each named field's owner, as one table */
const ownedAs = (fields: readonly string[], collections: readonly string[], names: readonly string[]) => {
  const owner = owners(fields, collections);
  return Object.fromEntries(names.map((n) => [n, owner(n)]));
};

// a football league: the referees, listed last, have no key of their own
const LEAGUE = ['clubs', 'matches', 'tickets', 'stadiums', 'referees'];
const LEAGUE_FIELDS = [
  'club_id', 'founded_year', 'home_city', 'honours.title', 'honours.season',
  'match_id', 'referee_id', 'kickoff_at', 'attendance', 'goals.minute', 'goals.scorer',
  'gate_revenue', 'tv_fee', 'sale_id', 'seat_row',
  'ticket_price', 'ticket_class',
  'stadium_city', 'capacity', 'roof_type', 'pitch_surface',
  'name', 'badge_level', 'years_active',
];

// a garden centre: plants point at their growers, whose own fields follow
const GARDEN = ['plants', 'growers', 'buyers'];
const GARDEN_FIELDS = [
  'plantId', 'label', 'growerId', 'hardiness', 'pot_size', 'retail_price', 'in_stock', 'bloom_month',
  'name', 'region', 'organic',
  'buyerId', 'email', 'joined_on',
];

describe('unnamed runs of a flat list follow the caller\'s order of collections', () => {
  test('an unnamed run is not given to a collection listed elsewhere; the last collection begins at its late name', () => {
    expect(ownedAs(LEAGUE_FIELDS, LEAGUE, ['tv_fee', 'sale_id', 'seat_row', 'pitch_surface', 'name', 'badge_level'])).toEqual({
      tv_fee: 'matches', sale_id: 'tickets', seat_row: 'tickets', pitch_surface: 'stadiums', name: 'referees', badge_level: 'referees',
    });
  });

  test('collections listed in name order give no order: the one unclaimed collection takes the one unnamed run', () => {
    const owner = owners(LEAGUE_FIELDS, [...LEAGUE].sort());
    expect(owner('gate_revenue')).toBe('referees');
  });
});

describe('a key naming the next record, with a late thing\'s name after it, points from the record before', () => {
  test('values between the key and the late name stay with the record before', () => {
    expect(ownedAs(GARDEN_FIELDS, GARDEN, ['growerId', 'bloom_month', 'name', 'organic', 'email'])).toEqual({
      growerId: 'plants', bloom_month: 'plants', name: 'growers', organic: 'growers', email: 'buyers',
    });
  });

  test('not when a collection listed after the keyed one still has no fields: the late name begins that one', () => {
    const fields = ['plantId', 'label', 'growerId', 'hardiness', 'pot_size', 'retail_price', 'name', 'region', 'buyerId', 'email'];
    expect(ownedAs(fields, ['plants', 'growers', 'couriers', 'buyers'], ['hardiness', 'name'])).toEqual({ hardiness: 'growers', name: 'couriers' });
  });
});

// a decorator's flat list: painters and ladders, listed last, have no key of their own and no name
const DECORATOR_FIELDS = [
  'client_id', 'full_name', 'city', 'referrals.ref_id', 'referrals.ref_on',
  'job_id', 'painter_id', 'ladder_id', 'started_on', 'price', 'rooms.label', 'rooms.colour',
  'speciality', 'years_painting', 'licence_state', 'brand', 'model', 'depot', 'bought_on',
];

describe('a thing\'s maker begins the fields of the second of two keyless collections listed last', () => {
  test('the people take the fields before the maker, the things the maker and after', () => {
    expect(ownedAs(DECORATOR_FIELDS, ['clients', 'jobs', 'painters', 'ladders'], ['speciality', 'licence_state', 'brand', 'bought_on'])).toEqual({
      speciality: 'painters', licence_state: 'painters', brand: 'ladders', bought_on: 'ladders',
    });
  });

  test('a maker does not begin a collection of people', () => {
    expect(ownedAs(DECORATOR_FIELDS, ['clients', 'jobs', 'ladders', 'painters'], ['brand'])).not.toEqual({ brand: 'painters' });
  });
});

// a parcel network: parcels point at their couriers, whose own fields (keyed by a badge code) come after the hubs'
const PARCELS = ['Parcels', 'Hubs', 'Couriers', 'Zones'];
const PARCEL_FIELDS = [
  '_id', 'parcel_id', 'tracking_code', 'courier_id', 'zone_code', 'weight_kg', 'sent_on', 'postage', 'scans.scanned_at', 'scans.gate',
  'hub_id', 'hub_name', 'city', 'opened_on', 'docks.dock_no', 'docks.width',
  'badge_code', 'first_name', 'last_name', 'van_plate', 'hired_on', 'routes.route_name', 'zone_label', 'surcharge',
];

// a league kept as documents: each block begins at its own id after the embedded list closing the block before it
const LEAGUE_DOCS_FIELDS = [
  '_id', 'team_id', 'team_name', 'coach', 'players.name', 'players.number',
  'match_id', 'referee_id', 'venue_id', 'played_on', 'home_goals', 'away_goals', 'events.minute', 'events.kind',
  'referee_code', 'ref_name', 'grade', 'venue_code', 'venue_name', 'capacity',
];

// clinics kept as documents: an appointment block begun after a doctor's embedded shifts
const CLINIC_FIELDS = [
  '_id', 'clinic_id', 'clinic_name', 'city', 'rooms.code', 'rooms.floor',
  'doctor_id', 'first_name', 'last_name', 'specialty', 'shifts.day', 'shifts.hours',
  'appointment_id', 'patient_id', 'booked_at', 'fee', 'notes.text', 'patient_name', 'birth_year', 'insurer',
];

describe('a run begun at an id out of the caller\'s order of collections (pointer-out-of-list-order)', () => {
  test('an id naming a collection listed after one whose fields come later points from the record listed', () => {
    expect(ownedAs(PARCEL_FIELDS, PARCELS, ['courier_id', 'weight_kg', 'scans.gate', 'hub_name', 'badge_code', 'first_name', 'surcharge'])).toEqual({
      courier_id: 'Parcels', weight_kg: 'Parcels', 'scans.gate': 'Parcels', hub_name: 'Hubs', badge_code: 'Couriers', first_name: 'Couriers', surcharge: 'Zones',
    });
  });
  test('an id after an embedded list begins its own collection\'s fields', () => {
    expect(ownedAs(LEAGUE_DOCS_FIELDS, ['Teams', 'Venues', 'Matches', 'Referees'], ['match_id', 'played_on', 'home_goals', 'events.kind'])).toEqual({
      match_id: 'Matches', played_on: 'Matches', home_goals: 'Matches', 'events.kind': 'Matches',
    });
    expect(ownedAs(CLINIC_FIELDS, ['Clinics', 'Doctors', 'Patients', 'Appointments'], ['appointment_id', 'booked_at', 'fee'])).toEqual({
      appointment_id: 'Appointments', booked_at: 'Appointments', fee: 'Appointments',
    });
  });
});
