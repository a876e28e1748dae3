import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a compared number goes to a field that can hold a quantity', () => {
  // the boat's charters sit closer to the words than its cabin count, and their first field is an identifier
  const MARINA = {
    fields: ['Marina', 'Marina.marina_name', 'Marina.Boats', 'Marina.Boats.boat_id', 'Marina.Boats.cabin_count', 'Marina.Boats.Charters',
      'Marina.Boats.Charters.charter_id', 'Marina.Boats.Charters.charter_start_date'],
    collections: ['Marina'],
  };
  const FERRIES = { fields: ['ferry_name', 'Voyage', 'Voyage.voyage_id', 'Voyage.days_at_sea', 'Voyage.port'], collections: ['Ferry'] };
  test.each([
    ['charter start dates for boats with over three cabins', MARINA, { 'Marina.Boats.cabin_count': { $gt: 3 } }],
    ['the charter start dates of boats having more than 3 cabins', MARINA, { 'Marina.Boats.cabin_count': { $gt: 3 } }],
    ['ferries whose voyages were on the water for more than four days', FERRIES, { 'Voyage.days_at_sea': { $gt: 4 } }],
  ] as Array<[string, { fields: string[]; collections: string[] }, Record<string, unknown>]>)('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('a name holds no compared number', () => {
    const TOWNS = { fields: ['town_id', 'town_name', 'mayor', 'rainfall_mm'], collections: ['towns'] };
    expect(analyze('towns with more than 900 wells', TOWNS).analysis.filters).toEqual({});
    expect(analyze('towns whose rainfall is over 900', TOWNS).analysis.filters).toEqual({ rainfall_mm: { $gt: 900 } });
  });

  test('a year field holds years only, not a count or an amount said before it', () => {
    // invented wind farms: no field is named by "capacity", and the year of commissioning is no place for the number
    const WIND = { fields: ['farm_name', 'turbines', 'Commissioned_Year', 'Lease_per_Year', 'Engineers', 'Engineers.grade'], collections: ['windfarms'] };
    expect(analyze('Which wind farms with a capacity over 600 were commissioned?', WIND).analysis.filters).not.toHaveProperty('Commissioned_Year');
    expect(analyze('wind farms whose lease per year exceeds 600', WIND).analysis.filters).toEqual({ Lease_per_Year: { $gt: 600 } });
  });

  test('the evidence names the rule', () => {
    const rules = analyze('charter start dates for boats with over three cabins', MARINA, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.compare$gt+holds-quantity');
  });
});

describe('filters: "as their <field>" leads from a value to the field holding it', () => {
  const TAILORS = {
    fields: ['tailor_id', 'tailor_name', 'shop_name', 'thread_colour', 'Fabrics', 'Fabrics.fabric_name', 'Fabrics.weave'],
    collections: ['Tailors'],
  };
  test.each([
    ['tailors that have "Indigo" as their thread colour', { thread_colour: 'Indigo' }],
    ['tailors with "Twill" as one of their weaves', { 'Fabrics.weave': 'Twill' }],
    ['a tailor with "Twill" as one of its weaves', { 'Fabrics.weave': 'Twill' }],
    ['tailors having "Okafor" as its shop name', { shop_name: 'Okafor' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, TAILORS).analysis.filters).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    const rules = analyze('tailors that have "Indigo" as their thread colour', TAILORS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.quoted+field-after');
  });
});

describe('filters: a number of pupils is a school\'s enrolment', () => {
  test('"above 1,200 pupils" on the enrolment field', () => {
    // an invented county register of colleges and the courses they run
    const COLLEGES = { fields: ['college_name', 'county', 'enrolment', 'principal', 'Courses', 'Courses.course_code'], collections: ['colleges'] };
    expect(analyze('List the counties that host a college teaching above 1,200 pupils.', COLLEGES).analysis.filters).toEqual({ enrolment: { $gt: 1200 } });
    expect(analyze('Which colleges take in fewer than 300 pupils?', COLLEGES).analysis.filters).toEqual({ enrolment: { $lt: 300 } });
  });
  test('students kept as records are counted, not an enrollment', () => {
    const TUTORS = { fields: ['tutor_id', 'tutor_name', 'enrollment', 'Students', 'Students.student_id', 'Students.tutor_id'], collections: ['tutors'] };
    expect(analyze('tutors with more than 30 students', TUTORS).analysis.filters).toEqual({});
  });
});
