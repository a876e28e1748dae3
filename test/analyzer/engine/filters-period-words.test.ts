import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const NOWS = ['2024-03-15T12:00:00Z', '2026-11-02T08:00:00Z', '2031-01-01T00:00:00Z'].map((iso) => new Date(iso));

const SCHOOLS = {
  fields: [
    'school_id', 'Name', 'Town', 'Motto', 'tutors', 'tutors.tutor_id', 'tutors.fullName', 'tutors.lessons', 'tutors.lessons.Term',
    'tutors.lessons.AcademicYear', 'tutors.lessons.Topic', 'pupils', 'pupils.pupil_id', 'pupils.fullName', 'pupils.attends',
    'pupils.attends.Term', 'pupils.attends.AcademicYear', 'pupils.attends.Mark',
  ],
  collections: ['Schools'],
};
const CLUBS = { fields: ['club_id', 'Title', 'Founder', 'Motto'], collections: ['Clubs'] };

describe('filters: a season said as a time of year is the value of the term field', () => {
  for (const now of NOWS) {
    test.each([
      ['tutors who gave lessons during Winter 2019', { 'tutors.lessons.Term': 'Winter' }],
      ['names of pupils who attended in the Autumn of 2016', { 'pupils.attends.Term': 'Autumn' }],
      ['how many pupils attended in Spring 2015 or Summer 2015', { 'pupils.attends.Term': { $in: ['Spring', 'Summer'] } }],
    ])(`%p (now ${now.toISOString().slice(0, 4)})`, (prompt, expected) => {
      const { analysis } = analyze(prompt, SCHOOLS, { now });
      expect(analysis.filters).toEqual(expected);
      expect(analysis.timeFrame).not.toBeNull();
    });
  }

  test('the season goes to the term of the records the question asks about, never to a title or name', () => {
    expect(analyze('pupils with a mark of 5 in the summer term', SCHOOLS).analysis.filters)
      .toEqual({ 'pupils.attends.Mark': 5, 'pupils.attends.Term': 'summer' });
  });

  test('a season word used as a verb or with no term field is no term', () => {
    expect(analyze('pupils whose marks fall below 3', SCHOOLS).analysis.filters).toEqual({ 'pupils.attends.Mark': { $lt: 3 } });
    expect(analyze('clubs that meet in the winter', CLUBS).analysis.filters).toEqual({});
  });

  test('a period noun after a season makes it a time', () => {
    expect(analyze('which tutors teach autumn term lessons', SCHOOLS).analysis.filters).toEqual({ 'tutors.lessons.Term': 'autumn' });
  });

  test('of several term fields, the one whose words the question says', () => {
    const EXAMS = { fields: ['pupil_id', 'pupil_name', 'Enrolment_Term', 'Exam_Term', 'Grade'], collections: ['Pupils'] };
    expect(analyze('pupils who sat the exam in the summer', EXAMS).analysis.filters).toEqual({ Exam_Term: 'summer' });
  });

  for (const now of NOWS) {
    test(`a season with its year is part of the date, no name (now ${now.toISOString().slice(0, 4)})`, () => {
      const { analysis } = analyze('clubs founded in the Spring of 1921', CLUBS, { now });
      expect(analysis.filters).toEqual({});
      expect(analysis.timeFrame).toEqual({ start: '1921-01-01', end: '1922-01-01' });
    });
  }

  test('the evidence names the rule', () => {
    const { explanation } = analyze('tutors who gave lessons during Winter 2019', SCHOOLS, { explain: true });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.season-term']);
  });
});

const STATIONS = { fields: ['show_id', 'Title', 'Host', 'slots', 'slots.Station', 'slots.Part_Of_Day', 'Listeners'], collections: ['Shows'] };
/** Questions saying a part of the day, with the word the time-of-day field gets. */
const PARTS_OF_DAY: Array<[string, string]> = [
  ['how many shows are played at night', 'night'],
  ['shows aired during morning time', 'morning'],
  ['titles of the shows heard in the evening hours', 'evening'],
];

describe('filters: a part of the day said as a time is the value of the time-of-day field', () => {
  test.each(PARTS_OF_DAY)('%p', (prompt, expected) => {
    const { analysis, explanation } = analyze(prompt, STATIONS, { explain: true });
    expect(analysis.filters).toEqual({ 'slots.Part_Of_Day': expected });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.part-of-day']);
  });

  test('a period noun after a part of the day makes it a time', () => {
    expect(analyze('shows with evening slots', STATIONS).analysis.filters).toEqual({ 'slots.Part_Of_Day': 'evening' });
  });

  test('with no time-of-day field the word is left alone', () => {
    expect(analyze('how many shows are played at night', { ...STATIONS, fields: ['show_id', 'Title', 'Host', 'Listeners'] }).analysis.filters).toEqual({});
  });
});
