import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a possessive name with no creator field names a person record', () => {
  const TUTORS = {
    fields: ['tutor_id', 'given_name', 'family_name', 'mentor_id', 'birth_date', 'town'],
    collections: ['Tutors'],
  };
  test.each([
    ["What is Dana Whitlock's date of birth?", { given_name: 'Dana', family_name: 'Whitlock' }],
    ["Which town is Dana Whitlock's home?", { given_name: 'Dana', family_name: 'Whitlock' }],
  ])('a first and last name split over the first/last-name pair: %p', (prompt, expected) => {
    expect(analyze(prompt, TUTORS).analysis.filters).toEqual(expected);
  });

  test('a field said of another record after the possessive is not the person\'s own', () => {
    // an invented vet practice: pets with their owner's names, each pet's vet with a name of its own
    const PRACTICE = { fields: ['pet_id', 'first_name', 'last_name', 'born_on', 'vet_id', 'name', 'clinic', 'phone'], collections: ['pets', 'vets'] };
    const pair = { first_name: 'Ann', last_name: 'Lee' };
    expect(analyze("What is Ann Lee's vet's phone?", PRACTICE).analysis.filters).toEqual(pair);
    expect(analyze("Show Ann Lee's vet clinic", PRACTICE).analysis.filters).toEqual(pair);
  });

  test('a single name goes whole to the name field beside the possessed field', () => {
    const BAKERS = { fields: ['baker_name', 'shift', 'years_served'], collections: ['Bakers'] };
    expect(analyze("What is Orla's shift?", BAKERS).analysis.filters).toEqual({ baker_name: 'Orla' });
  });

  test('the evidence names the possessive rule', () => {
    const rules = analyze("What is Dana Whitlock's date of birth?", TUTORS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.person-first-name+possessive');
  });
});

describe('filters: a first and last name after a record\'s noun fills that record\'s first/last-name pair', () => {
  const CLINIC = {
    fields: ['visit_id', 'nurse_id', 'nurse_first_name', 'nurse_last_name', 'patient_id', 'patient_first_name', 'patient_last_name', 'visit_date'],
    collections: ['Visits'],
  };
  test.each([
    ['visit dates of the patient Tomas Ferrante', { patient_first_name: 'Tomas', patient_last_name: 'Ferrante' }],
    ['Give me the visit id and the visit date for the nurse practitioner Ilse Brandvold.', { nurse_first_name: 'Ilse', nurse_last_name: 'Brandvold' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, CLINIC).analysis.filters).toEqual(expected);
  });

  test('the evidence names the role rule', () => {
    const rules = analyze('visit dates of the patient Tomas Ferrante', CLINIC, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.person-first-name+role');
  });
});

describe('filters: a plural acronym before a collection is no creator\'s name', () => {
  // an invented publisher: editors and the proofs they return, and the manuscripts with their creator
  const PRESS = {
    fields: ['editor_id', 'name', 'Proofs', 'Proofs.pages', 'Proofs.manuscript_id', 'manuscript_id', 'working_title', 'creator'],
    collections: ['editors', 'manuscripts'],
  };
  test.each([
    'Print the IDs of editors who have not yet returned a 300-page proof.',
    'Fetch the PDFs editors have on file.',
    'how many PDFs of manuscripts exist',
  ])('no creator in %p', (prompt) => {
    expect(analyze(prompt, PRESS).analysis.filters.creator).toBeUndefined();
  });
});
