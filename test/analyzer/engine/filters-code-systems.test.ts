import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A sleep clinic: sleepers embed their studies (with findings coded by diagnosis), prescriptions and tests. */
const SLEEP_CLINIC = {
  fields: [
    '_id', 'sleeper_id', 'surname', 'studies', 'studies.study_id', 'studies.night_of', 'studies.dx_list', 'studies.dx_list.code',
    'studies.dx_list.note', 'prescriptions', 'prescriptions.ndc', 'prescriptions.started', 'tests', 'tests.loinc', 'tests.reading',
    'clinician_npi', 'clinician_surname', 'bay', 'bed_label',
  ],
  collections: ['clinicians', 'sleepers'],
};
const filters = (prompt: string) => analyze(prompt, SLEEP_CLINIC).analysis.filters;

describe('filters: a value written in a public code system goes to the field keeping that system', () => {
  test.each([
    ['anyone found to have G47.33', { 'studies.dx_list.code': 'G47.33' }],
    ['who is on 50090-3492-0', { 'prescriptions.ndc': '50090-3492-0' }],
    ['sleepers whose 2345-7 came back high', { 'tests.loinc': '2345-7' }],
    ['who is 1093817465', { clinician_npi: '1093817465' }],
    ['sleepers with 1093817465', { clinician_npi: '1093817465' }],
    // a field named right before the value keeps it, whatever system it looks written in
    ['sleepers whose label is B12', { bed_label: 'B12' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the records keeping the code are the ones asked about', () => {
    expect(analyze('anyone found to have G47.33', SLEEP_CLINIC).analysis.collection[0]).toBe('sleepers');
  });

  test('without a field for the system, a number written like one is left alone', () => {
    expect(analyze('who is 1093817465', { fields: ['lodger_id', 'room', 'nights'], collections: ['lodgers'] }).analysis.filters).toEqual({});
  });
});

test('a problem list keeps diagnosis codes under a field called only code', () => {
  const ward = { fields: ['_id', 'occupant_id', 'problems', 'problems.code', 'problems.noted_on', 'room'], collections: ['occupants'] };
  expect(analyze('anyone with F03.90', ward).analysis.filters).toEqual({ 'problems.code': 'F03.90' });
});

test('clinical findings keep diagnosis codes under a field called only code, not the entity\'s key (filters.code+code-system)', () => {
  const kennel = {
    fields: ['_id', 'hound_id', 'kennel_name', 'checkups', 'checkups.checkup_id', 'checkups.findings', 'checkups.findings.code', 'checkups.findings.side'],
    collections: ['hounds'],
  };
  const result = analyze('hounds with M17.11 on the left', kennel, { explain: true });
  expect(result.analysis.filters).toMatchObject({ 'checkups.findings.code': 'M17.11' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+code-system');
});

test('a code field named by its own word before the value keeps it; an entity\'s id does not', () => {
  const consults = { fields: ['_id', 'consult_id', 'reason_code', 'seen_on', 'conditions', 'conditions.code'], collections: ['consults'] };
  expect(analyze('consults with reason J20.9', consults).analysis.filters).toEqual({ reason_code: 'J20.9' });
});

test('of several fields keeping a system, the one the collection named right before keeps as its own', () => {
  const practice = {
    fields: ['_id', 'patron_id', 'sessions', 'sessions.couch_id', 'sessions.therapist_npi', 'sessions.held_on', 'npi', 'surname', 'licensed_in'],
    collections: ['patrons', 'therapists'],
  };
  expect(analyze('therapist 1093817465', practice).analysis.filters).toEqual({ npi: '1093817465' });
});

describe('filters: a code-system number after a collection goes to that collection\'s own field (filters.code+code-system)', () => {
  // an invented dispensary: fills point at their pharmacist by `pharmacistNpi`; the pharmacists keep a bare `npi`
  const DISPENSARY = {
    fields: ['_id', 'fillId', 'rxNumber', 'pharmacistNpi', 'filledOn', 'quantity', 'npi', 'fullName', 'storeCode'],
    collections: ['fills', 'pharmacists'],
  };
  test('the bare system field, not the pointer that names the collection', () => {
    expect(analyze('pharmacist 1234567893', DISPENSARY).analysis.filters).toEqual({ npi: '1234567893' });
  });
});

describe('filters: the verb before "by"/"to" says whose key a code is (filters.code+verb-agent)', () => {
  // an invented physiotherapy practice: visits embed the treating therapist's npi, clients keep a referring one
  const PHYSIO = {
    fields: ['_id', 'client_no', 'full_name', 'visits', 'visits.visit_id', 'visits.treating_therapist_npi', 'visits.prescriber_npi', 'referring_npi'],
    collections: ['clients'],
  };
  // an invented kitchen brigade: cooks answer to a head chef
  const KITCHEN = { fields: ['_id', 'cookId', 'station', 'supervisorId', 'startedOn'], collections: ['cooks'] };
  test('a code-system number goes to the field of the one the verb names', () => {
    const result = analyze('clients referred by 1234567893', PHYSIO, { explain: true });
    expect(result.analysis.filters).toEqual({ referring_npi: '1234567893' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+code-system+verb-agent');
    expect(analyze('visits prescribed by 1234567893', PHYSIO).analysis.filters).toEqual({ 'visits.prescriber_npi': '1234567893' });
  });
  test('a lettered code goes to the key of the one the verb names', () => {
    const result = analyze('cooks who report to C-0091', KITCHEN, { explain: true });
    expect(result.analysis.filters).toEqual({ supervisorId: 'C-0091' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+verb-agent');
  });
});

describe('filters: a value written out in a code system goes to that system\'s field over a key or a name (filters.code+code-system)', () => {
  // an invented animal hospital: pets are numbered, embed their visits (coded findings), doses and blood panels
  const ANIMAL_HOSPITAL = {
    fields: [
      '_id', 'pet_no', 'chip_mrn', 'pet_name', 'species', 'visits', 'visits.seen_on', 'visits.dx', 'visits.dx.code',
      'doses', 'doses.drug_name', 'doses.ndc', 'doses.given_on', 'panels', 'panels.loinc', 'panels.reading',
    ],
    collections: ['pets', 'vets'],
  };
  const petFilters = (prompt: string) => analyze(prompt, ANIMAL_HOSPITAL).analysis.filters;
  test.each([
    // the key of the entity named before the value (`pet_no`) is not where a diagnosis code lives
    ['pets with K21.9', { 'visits.dx.code': 'K21.9' }],
    ['pets with a 2345-7 reading above 90', { 'panels.loinc': '2345-7', 'panels.reading': { $gt: 90 } }],
    // a product code padded with zeros is no range of numbers, and a name field named before it cannot hold it
    ['drug 0002-3227', { 'doses.ndc': '0002-3227' }],
    ['doses of 0093-7146', { 'doses.ndc': '0093-7146' }],
    // a key field named keeps the value, whatever system it looks written in
    ['chip mrn 6690-2', { chip_mrn: '6690-2' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    expect(petFilters(prompt)).toEqual(expected);
  });
  test('an ascending range without padding stays a range', () => {
    expect(petFilters('pets with a reading of 80-95')).toEqual({ 'panels.reading': { $gte: 80, $lte: 95 } });
  });
});

test('a release written major.minor.patch goes to the version field of the part named before it (filters.code+code-system)', () => {
  // an invented fleet of weather buoys: each keeps the version of its software
  const BUOYS = { fields: ['_id', 'buoyId', 'software', 'software.version', 'software.flashedAt', 'mooredAt', 'depthM'], collections: ['buoys'] };
  const result = analyze('list the buoys whose software is at 7.2.14', BUOYS, { explain: true });
  expect(result.analysis.filters).toEqual({ 'software.version': '7.2.14' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+code-system');
});
