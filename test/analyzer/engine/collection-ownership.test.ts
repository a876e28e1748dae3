import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { collectionNameKeys, fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { analyze } from './fixtures.ts';

/** A flat list written collection by collection, each embedding its child records as a nested array. */
const CLINIC_FIELDS = [
  'ward_id', 'ward_name', 'floor', 'beds',
  'patient_id', 'full_name', 'birth_date', 'Admissions', 'Admissions.admitted_on', 'Admissions.diagnosis_code', 'Admissions.ward_id',
  'DrID', 'surname', 'specialty', 'Shifts', 'Shifts.start', 'Shifts.ward_id',
];
const CLINIC_COLLECTIONS = ['Doctors', 'Ref_Wards', 'patient_records'];
const owners = () => {
  const index = buildFieldIndex(CLINIC_FIELDS, []);
  const { ownerOf } = fieldOwners(index, CLINIC_COLLECTIONS);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

describe('collection name keys', () => {
  test('affix-free names and head words, only when one collection claims them', () => {
    const keys = collectionNameKeys(['Ref_Shipping_Methods', 'flight_routes', 'concert_detail', 'bus_routes', 'Ticket_Priority_Codes']);
    expect(keys.get('shippingmethod')).toBe('Ref_Shipping_Methods');
    expect(keys.get('method')).toBe('Ref_Shipping_Methods');
    expect(keys.get('concert')).toBe('concert_detail');
    // two collections end in "routes": the head word names neither
    expect(keys.has('route')).toBe(false);
    // a generic last word never stands for the collection
    expect(keys.has('code')).toBe(false);
  });

  test('a head two names share goes to the one whose other words name no other collection', () => {
    // Hive_Strain joins the hives (Apiary_Hive) to the strains: "strain" names Bee_Strain
    const keys = collectionNameKeys(['Apiary_Hive', 'Bee_Strain', 'Hive_Strain', 'bus_routes', 'flight_routes']);
    expect(keys.get('strain')).toBe('Bee_Strain');
    // neither route collection joins another: the head still names neither
    expect(keys.has('route')).toBe(false);
  });
});

describe('field owners', () => {
  test('a field that names a collection marks where its fields are; later fields follow it', () => {
    const owner = owners();
    expect(owner('ward_name')).toBe('Ref_Wards');
    expect(owner('beds')).toBe('Ref_Wards');
    expect(owner('birth_date')).toBe('patient_records');
    expect(owner('specialty')).toBe('Doctors');
  });

  test('embedded fields belong to the collection of their top-level ancestor, whatever they reference', () => {
    const owner = owners();
    expect(owner('Admissions.diagnosis_code')).toBe('patient_records');
    expect(owner('Admissions.ward_id')).toBe('patient_records');
    expect(owner('Shifts.start')).toBe('Doctors');
  });

  test('an abbreviated id names its collection ("DrID" → Doctors)', () => {
    expect(owners()('DrID')).toBe('Doctors');
  });

  test('fields before any naming field stay unowned, and a count field is not a mark', () => {
    const index = buildFieldIndex(['title', 'num_comments', 'rating', 'comment_id', 'body'], []);
    const { ownerOf } = fieldOwners(index, ['comments', 'posts']);
    expect(index.entries.map((e) => ownerOf.get(e) ?? null)).toEqual([null, null, null, 'comments', 'comments']);
  });
});

describe('fields before any naming field', () => {
  test('belong to the collection their embedded records point back at', () => {
    const fields = ['staff_no', 'full_name', 'Rotas', 'Rotas.surgeon', 'Rotas.day', 'Licences', 'Licences.surgeon', 'Licences.body', 'theatre_id', 'floor'];
    const index = buildFieldIndex(fields, []);
    const { ownerOf } = fieldOwners(index, ['surgeons', 'theatres']);
    expect(fields.map((f) => ownerOf.get(index.entries.find((e) => e.name === f)!) ?? null)).toEqual([
      'surgeons', 'surgeons', 'surgeons', 'surgeons', 'surgeons', 'surgeons', 'surgeons', 'surgeons', 'theatres', 'theatres',
    ]);
  });

  test('dotted fields listed without their parent object are read too', () => {
    const index = buildFieldIndex(['stats.total.runs', 'stats.total.wins', 'team_id', 'team_name'], []);
    const { ownerOf } = fieldOwners(index, ['teams', 'venues']);
    expect(ownerOf.get(index.entries[0])).toBeUndefined();
    expect(ownerOf.get(index.entries[3])).toBe('teams');
  });

  test('stay unowned when the back references disagree or are too few', () => {
    const fields = ['code', 'Rotas', 'Rotas.surgeon', 'Rotas.theatre', 'theatre_id'];
    const index = buildFieldIndex(fields, []);
    const { ownerOf } = fieldOwners(index, ['surgeons', 'theatres']);
    expect(ownerOf.get(index.entries[0])).toBeUndefined();
  });
});

describe('collection ranking from the fields a question names', () => {
  const rank = (prompt: string) => analyze(prompt, { fields: CLINIC_FIELDS, collections: CLINIC_COLLECTIONS }).analysis.collection[0];

  test.each([
    ['which diagnosis codes were recorded most often', 'patient_records'],
    ['list the specialty of every doctor', 'Doctors'],
    ['how many beds are on floor 2', 'Ref_Wards'],
    ['show all wards', 'Ref_Wards'],
  ])('%p → %p', (prompt, first) => {
    expect(rank(prompt)).toBe(first);
  });
});

describe('collection evidence stays honest', () => {
  test('without any evidence the caller order stands and the explanation says so', () => {
    const { explanation, analysis } = analyze('show everything', { fields: ['a_value', 'b_value'], collections: ['zebras', 'apples'] }, { explain: true });
    expect(analysis.collection).toEqual(['zebras', 'apples']);
    expect(explanation!.collection.evidence.map((e) => e.rule)).toEqual(['collection.no-evidence-caller-order']);
  });

  test('a vote from a named field is explained by the rule that cast it', () => {
    const { explanation } = analyze('list the specialty of every doctor', { fields: CLINIC_FIELDS, collections: CLINIC_COLLECTIONS }, { explain: true });
    expect(explanation!.collection.evidence.map((e) => e.rule)).toContain('collection.owns-named-field');
  });
});

describe('embedded lists and the runs they close', () => {
  /** Each collection's plain fields, then its embedded lists; the second collection's fields name nothing. */
  const FIELDS = [
    'patient_id', 'full_name', 'Clinic_Visits', 'Clinic_Visits.clinic_id', 'Clinic_Visits.visit_date',
    'opening_hours', 'street', 'Staff', 'Staff.staff_id', 'Staff.role',
  ];
  const ownersOf = (fields: string[], collections: string[]) => {
    const index = buildFieldIndex(fields, []);
    const { ownerOf } = fieldOwners(index, collections);
    return fields.map((f) => ownerOf.get(index.entries.find((e) => e.name === f)!) ?? null);
  };

  test('a list named after another collection stays with the document that embeds it', () => {
    expect(ownersOf(FIELDS, ['Clinics', 'Patients']).slice(0, 5)).toEqual(Array(5).fill('Patients'));
  });

  test('a plain field after linked lists starts the fields of the one collection nothing else claims', () => {
    expect(ownersOf(FIELDS, ['Clinics', 'Patients']).slice(5)).toEqual(Array(5).fill('Clinics'));
    const unnamedList = ['patient_id', 'full_name', 'Visits', 'Visits.clinic_id', 'Visits.seen_on', 'opening_hours', 'street'];
    expect(ownersOf(unnamedList, ['Clinics', 'Patients'])).toEqual([...Array(5).fill('Patients'), 'Clinics', 'Clinics']);
  });

  test('with two collections unclaimed, that run stays unowned', () => {
    expect(ownersOf(FIELDS, ['Clinics', 'Patients', 'Wards']).slice(5)).toEqual(Array(5).fill(null));
  });

  test('a nested object of the document\'s own values does not end its fields', () => {
    const fields = ['title_id', 'title', 'rating', 'rating.score', 'rating.votes', 'year', 'review_id', 'body'];
    expect(ownersOf(fields, ['titles', 'reviews'])).toEqual([...Array(6).fill('titles'), 'reviews', 'reviews']);
  });
});

describe('a key of another collection between a record\'s own fields and its embedded lists', () => {
  // an invented care home: residents name their key nurse by badge code and embed their visits by GPs; the nurses follow
  const CARE_FIELDS = [
    '_id', 'resident_no', 'full_name', 'room_type', 'diet', 'key_nurse_code', 'visits', 'visits.visited_on', 'visits.gp_id',
    'badge', 'shift', 'grade',
  ];
  const CARE_COLLECTIONS = ['residents', 'nurses'];
  test('points at that collection: the record\'s lists stay its own, the fields after them are the other collection\'s', () => {
    const index = buildFieldIndex(CARE_FIELDS, []);
    const { ownerOf } = fieldOwners(index, CARE_COLLECTIONS);
    const owner = (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
    expect(owner('key_nurse_code')).toBe('residents');
    expect(owner('visits.visited_on')).toBe('residents');
    expect(owner('shift')).toBe('nurses');
  });
});
