import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rulesOf = (prompt: string, schema: { fields: string[]; collections: string[] }): string[] =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a question word contracted with "is" opens the question, it is no name', () => {
  // an invented dive school: divers and the instructors who certify them
  const DIVE = {
    fields: ['diver_id', 'first_name', 'last_name', 'dive_count', 'certification_level'],
    collections: ['divers'],
  };
  test.each([
    ["What's Ilka Morrow's certification level?", { first_name: 'Ilka', last_name: 'Morrow' }],
    ["What's Ilka Morrow's dive count", { first_name: 'Ilka', last_name: 'Morrow' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, DIVE).analysis.filters).toEqual(expected);
  });
  test('a capitalised name opening the question still is one', () => {
    expect(analyze("Ilka Morrow's dive count", DIVE).analysis.filters).toEqual({ first_name: 'Ilka', last_name: 'Morrow' });
  });
});

describe('filters: a possessive name goes to the record keeping what is asked of the person', () => {
  // an invented climbing gym: members with a first/last-name pair, coaches with one whole name
  const GYM = {
    fields: ['member_id', 'first_name', 'last_name', 'membership_tier', 'coach_id', 'name', 'specialty', 'license_no'],
    collections: ['members', 'coaches'],
  };
  test('the coach\'s own fields asked: the coach\'s name field takes the whole name', () => {
    expect(analyze("What's Dr. Ines Corvo's specialty and license no?", GYM).analysis.filters).toEqual({ name: 'Ines Corvo' });
    expect(rulesOf("What's Dr. Ines Corvo's specialty and license no?", GYM)).toContain('filters.proper-value+possessive+possessed-record');
  });
  test('the member\'s own field asked: the first/last-name pair takes it', () => {
    expect(analyze("What's Ines Corvo's membership tier?", GYM).analysis.filters).toEqual({ first_name: 'Ines', last_name: 'Corvo' });
  });
});

describe('filters: a person\'s two names go to the schema\'s one full-name field', () => {
  // an invented allotment society: plot holders and the seed lots they order
  const PLOTS = {
    fields: ['holder_id', 'full_name', 'plot_number', 'joined_on', 'orders.seed_name', 'orders.packets'],
    collections: ['holders'],
  };
  test.each([
    ['Pull up the file for Teodor Vance', { full_name: 'Teodor Vance' }],
    ["Teodor Vance's membership details", { full_name: 'Teodor Vance' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, PLOTS).analysis.filters).toEqual(expected);
  });
  test('the evidence names the full-name field', () => {
    expect(rulesOf('Pull up the file for Teodor Vance', PLOTS)).toContain('filters.proper-value+full-name-field');
    expect(rulesOf("Teodor Vance's membership details", PLOTS)).toContain('filters.proper-value+possessive+whole-name-field');
  });
  test('two records keeping a full name: the bare name takes neither', () => {
    const TWO = { ...PLOTS, fields: [...PLOTS.fields, 'guardian', 'guardian.full_name'] };
    expect(analyze('Pull up the file for Teodor Vance', TWO).analysis.filters.full_name).toBeUndefined();
  });
});

describe('filters: a field asked between a question word and a copula is asked of the named record', () => {
  // an invented vet practice: pet owners and their cover
  const VET = {
    fields: ['owner_id', 'name', 'coverage_plan', 'phone', 'pets.pet_name', 'pets.species'],
    collections: ['owners'],
  };
  test('"what coverage is <name> on": the name is the owner\'s, the coverage is asked', () => {
    expect(analyze('What coverage is Lotte Brink on?', VET).analysis.filters).toEqual({ name: 'Lotte Brink' });
    expect(rulesOf('What coverage is Lotte Brink on?', VET)).toContain('filters.proper-value+asked-of-subject');
  });
  test('no question word before the field: the name stays its value', () => {
    expect(analyze('owners whose coverage is Gold Shield', VET).analysis.filters).toEqual({ coverage_plan: 'Gold Shield' });
  });
});

describe('filters: a verb\'s doer found by the schema\'s own doer noun, whatever its spelling or place', () => {
  // an invented pottery studio: firings and the kilns they run in
  const STUDIO = {
    fields: ['firing_id', 'glazerName', 'organizerName', 'kiln_number', 'fired_on', 'pieces'],
    collections: ['firings'],
  };
  test('a past verb right after a name names its doer ("pots Ann Lee glazed")', () => {
    expect(analyze('pots Wren Halloway glazed in May', STUDIO).analysis.filters.glazerName).toBe('Wren Halloway');
    expect(rulesOf('pots Wren Halloway glazed in May', STUDIO)).toContain('filters.agent-before-derived-doer');
  });
  test('the -ise spelling of a verb finds the doer noun spelled -ize', () => {
    expect(analyze('firings organised by Pell Ostrander', STUDIO).analysis.filters).toEqual({ organizerName: 'Pell Ostrander' });
  });
  test('a verb with no doer noun in the schema names no doer', () => {
    expect(analyze('pots Wren Halloway painted in May', STUDIO).analysis.filters.glazerName).toBeUndefined();
  });
});

describe('filters: a company\'s whole name goes to the field for a company, never to a code', () => {
  // an invented ferry registry: boats, the firms owning them and the piers they sail from
  const FERRIES = {
    fields: ['Boat_ID', 'Boat_Name', 'Home_Port_Code', 'Firm_ID', 'Owner_Name', 'Owner_Type', 'Port_Code', 'Port_Name', 'Region'],
    collections: ['Boats', 'Firms', 'Ports'],
  };
  test('"X Quay Ferries Ltd": the owner\'s name, not the home port code', () => {
    expect(analyze('records for Brackwater Quay Ferries Ltd', FERRIES).analysis.filters).toEqual({ Owner_Name: 'Brackwater Quay Ferries Ltd' });
  });
  test('a cooperative is a company', () => {
    const BUYERS = { fields: ['BuyerID', 'CompanyName', 'Region', 'CreditLimit'], collections: ['Buyers'] };
    expect(analyze('Hollin Dairy Cooperative', BUYERS).analysis.filters).toEqual({ CompanyName: 'Hollin Dairy Cooperative' });
  });
  test('a place name with no company word stays a place', () => {
    expect(analyze('boats from Brackwater Quay', FERRIES).analysis.filters.Owner_Name).toBeUndefined();
  });
});
