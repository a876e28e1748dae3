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
    const HALLS = { fields: ['hall_name', 'seating', 'Year_Opened', 'Fee_per_Year'], collections: ['halls'] };
    expect(analyze('halls with a seating over 800 opened', HALLS).analysis.filters).toEqual({ seating: { $gt: 800 } });
    expect(analyze('halls whose fee per year is over 800', HALLS).analysis.filters).toEqual({ Fee_per_Year: { $gt: 800 } });
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

describe('filters: a number of students is a school\'s enrollment', () => {
  test('"more than 900 students" on the enrollment field', () => {
    const ACADEMIES = { fields: ['academy_name', 'district', 'enrollment'], collections: ['academies'] };
    expect(analyze('academies with more than 900 students', ACADEMIES).analysis.filters).toEqual({ enrollment: { $gt: 900 } });
  });
  test('students kept as records are counted, not an enrollment', () => {
    const TUTORS = { fields: ['tutor_id', 'tutor_name', 'enrollment', 'Students', 'Students.student_id', 'Students.tutor_id'], collections: ['tutors'] };
    expect(analyze('tutors with more than 30 students', TUTORS).analysis.filters).toEqual({});
  });
});
