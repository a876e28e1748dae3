import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

/** Owners of some fields of an invented schema. */
const ownersOf = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

// an invented tutoring agency, flat: the lessons' fields point at tutors, then pupils; their own blocks follow keyless
const lessonsFirst = (pointers: string[]) => [
  '_id', 'lesson_id', ...pointers, 'subject', 'starts_at', 'minutes', 'fee_gbp', 'paid',
  'full_name', 'hourly_rate', 'qualification', 'years_teaching',
  'first_name', 'school_year', 'guardian_phone', 'enrolled_on',
];
const TUTORING = ['lessons', 'pupils', 'tutors'];

// an invented marina, records with nested values: the moorings' key listed with the vessels, so their block opens with
// the harbour they point at; the harbours' own block follows, keyless
const MARINA = [
  '_id', 'vessel_code', 'mooring_code', 'hull_colour', 'length_m', 'owner_phone', 'registered_on',
  'harbour_code', 'depth_m', 'berth_fee', 'checks', 'checks.date', 'checks.inspector', 'checks.passed',
  'port_name', 'county', 'capacity', 'warden', 'warden.phone',
];

describe('keyless blocks follow in the order their collections were pointed at (pointed-blocks-in-pointer-order)', () => {
  test('a record naming its tutor before its pupil: the first keyless block is the tutors\'', () => {
    const owners = ownersOf(lessonsFirst(['tutor_id', 'pupil_id']), TUTORING);
    expect(owners('subject', 'paid', 'full_name', 'years_teaching', 'first_name', 'enrolled_on'))
      .toEqual(['lessons', 'lessons', 'tutors', 'tutors', 'pupils', 'pupils']);
  });

  test('the same blocks after pointers in the other order go to the pupils first', () => {
    const owners = ownersOf(lessonsFirst(['pupil_id', 'tutor_id']), TUTORING);
    expect(owners('full_name', 'years_teaching', 'first_name', 'enrolled_on')).toEqual(['pupils', 'pupils', 'tutors', 'tutors']);
  });

  test('a block opened by a pointer belongs to the collection pointed at before it, which has no block yet', () => {
    const owners = ownersOf(MARINA, ['harbours', 'moorings', 'vessels']);
    expect(owners('vessel_code', 'registered_on', 'depth_m', 'checks.inspector', 'port_name', 'warden.phone'))
      .toEqual(['vessels', 'vessels', 'moorings', 'moorings', 'harbours', 'harbours']);
  });
});

describe('pointed-blocks-in-pointer-order: where it must not move a block', () => {
  test('a key followed by the record\'s own name begins its own collection\'s block, though another waits', () => {
    const fields = [
      '_id', 'loan_id', 'bike_id', 'taken_at', 'returned_at', 'fee_paid',
      'rider_id', 'full_name', 'joined_on', 'postcode',
      'model_name', 'frame_size', 'gears', 'colour',
    ];
    const owners = ownersOf(fields, ['bikes', 'loans', 'riders']);
    expect(owners('rider_id', 'joined_on', 'frame_size', 'gears')).toEqual(['riders', 'riders', 'bikes', 'bikes']);
  });

  test('a key naming its collection after a role ("checking_warden_id") points and begins no block', () => {
    const fields = [
      '_id', 'report_id', 'site_code', 'summary', 'filed_on', 'severity', 'checking_warden_id', 'closed_on',
      'warden_id', 'full_name', 'badge_number', 'grade', 'hired_on',
      'place_name', 'district', 'opened_on', 'area_m2',
    ];
    const owners = ownersOf(fields, ['reports', 'sites', 'wardens']);
    expect(owners('checking_warden_id', 'badge_number', 'district')).toEqual(['reports', 'wardens', 'sites']);
  });

  test('a key after a plain value keeps its own block when reading it as a pointed-at collection\'s would leave its own collection without fields', () => {
    const fields = [
      '_id', 'flight_id', 'plane_id', 'pilot_id', 'gate', 'departs_at', 'seats_sold',
      'boarding_id', 'scanned_at', 'seat', 'is_late',
      'tail_number', 'model', 'seats',
      'first_name', 'last_name', 'licence',
    ];
    const owners = ownersOf(fields, ['boardings', 'flights', 'pilots', 'planes']);
    expect(owners('boarding_id', 'scanned_at', 'is_late')).toEqual(['boardings', 'boardings', 'boardings']);
  });

  test('a title naming no collection with a person\'s name two fields on stays with its record: the name opens the next block', () => {
    const fields = [
      '_id', 'lesson_id', 'tutor_id', 'pupil_id', 'subject', 'starts_at', 'minutes', 'fee_gbp', 'topic_title', 'paid',
      'full_name', 'hourly_rate', 'qualification', 'years_teaching',
      'first_name', 'last_name', 'school', 'year_group',
    ];
    const owners = ownersOf(fields, TUTORING);
    expect(owners('topic_title', 'paid', 'full_name', 'years_teaching', 'first_name', 'year_group'))
      .toEqual(['lessons', 'lessons', 'tutors', 'tutors', 'pupils', 'pupils']);
  });
});
