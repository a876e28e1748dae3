import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented theatre company exported table by table: crew with a job title, and a junction table of crew on shows
const THEATRE = {
  fields: ['Crew_ID', 'Crew_Name', 'Job_Title', 'Weekly_Wage', 'Show_ID', 'Show_Title', 'Show_Role', 'Nights_Worked'],
  collections: ['Crew', 'Crew_Shows', 'Shows'],
};

test('an occupation noun goes to the job field when a junction table keeps another part field', () => {
  for (const prompt of ['average weekly wage of carpenters', 'how many electricians are there']) {
    const { analysis, explanation } = analyze(prompt, THEATRE, { explain: true });
    expect(Object.keys(analysis.filters)).toEqual(['Job_Title']);
    expect(explanation!.filters.evidence.map((e) => e.rule)).toContain('filters.part+occupation-noun+job-field');
  }
});

test('with two part fields of the same kind no occupation field is guessed', () => {
  const TWO_ROLES = { ...THEATRE, fields: THEATRE.fields.map((f) => (f === 'Job_Title' ? 'Crew_Role' : f)) };
  expect(analyze('average weekly wage of carpenters', TWO_ROLES).analysis.filters).toEqual({});
});

test('a part field the question names keeps its own value', () => {
  const { analysis } = analyze('crew whose show role is carpenter', THEATRE);
  expect(Object.keys(analysis.filters)).toEqual(['Show_Role']);
});

test('an occupation noun the schema dates as an event names that event, not a job', () => {
  const CIRCUS = { fields: ['performer_id', 'job_name', 'hire_on', 'ring_name'], collections: ['performers', 'acts'] };
  for (const prompt of ['the 4 latest hires', 'count of hires by quarter']) expect(analyze(prompt, CIRCUS).analysis.filters).toEqual({});
  expect(Object.keys(analyze('how many jugglers are there', CIRCUS).analysis.filters)).toEqual(['job_name']);
});
