import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented veterinary practice: visits keep the vet who saw the animal and the nurse who assisted
const PRACTICE = {
  fields: ['visitId', 'petName', 'species', 'visitType', 'attendingVet', 'assistingNurse', 'handler', 'handler_id', 'fee', 'owner', 'owner.firstName', 'owner.lastName'],
  collections: ['visits'],
};
// an invented choir: rehearsals keep their conductor and accompanist; singers their own first and last names
// an invented police records unit: cases keep their lead detective and the officer who took the report
const CASES = { fields: ['caseId', 'openedOn', 'crimeType', 'leadDetective', 'reportingOfficer', 'victimName'], collections: ['cases'] };
const CHOIR = { fields: ['rehearsalId', 'venue', 'conductor', 'accompanist', 'singerId', 'firstName', 'lastName', 'voicePart'], collections: ['rehearsals', 'singers'] };

describe('filters: a title or a person\'s noun said right before a name says which field holds it', () => {
  test.each([
    // "Dr." is a doctor's title: the one field whose person noun WordNet files under doctor (a vet), not the nurse's
    ['dental visits done by Dr. Okonkwo', PRACTICE, { visitType: 'dental', attendingVet: 'Okonkwo' }, 'filters.titled-person'],
    ['how many visits has Dr. Amara Okonkwo seen?', PRACTICE, { attendingVet: 'Amara Okonkwo' }, 'filters.titled-person'],
    // a title written out, and a detective's: the class it is given to
    ['visits Doctor Okonkwo saw', PRACTICE, { attendingVet: 'Okonkwo' }, 'filters.titled-person'],
    ['cases led by Det. Ruth Okafor', CASES, { leadDetective: 'Ruth Okafor' }, 'filters.titled-person'],
    // the person's noun as written before the name names its field, which keeps the whole name
    ['rehearsals with conductor Ilse Brandvold', CHOIR, { conductor: 'Ilse Brandvold' }, 'filters.person-after-role-noun'],
  ])('%p', (prompt, schema, filters, rule) => {
    const { analysis, explanation } = analyze(prompt, schema, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain(rule);
  });

  test('a title no class is given for, or a schema with two fields of that class, leaves the name to the other readings', () => {
    expect(analyze('dental visits done by Capt. Okonkwo', PRACTICE, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.titled-person');
    const twoDoctors = { ...PRACTICE, fields: [...PRACTICE.fields, 'referringSurgeon'] };
    expect(analyze('dental visits done by Dr. Okonkwo', twoDoctors, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.titled-person');
  });

  test('a verb of the noun\'s stem is no noun said before a name; a name after no person noun keeps its reading', () => {
    expect(analyze('rehearsals Ilse Brandvold conducted', CHOIR, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.person-after-role-noun');
    expect(analyze('singers in the Brandvold venue', CHOIR, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? []).not.toContain('filters.person-after-role-noun');
  });
});
