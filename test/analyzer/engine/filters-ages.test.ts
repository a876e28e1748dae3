import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: ages in their set phrases', () => {
  // a field ending in "year" competes for "years": the phrase says age
  const CREW = { fields: ['sailor_id', 'name', 'Age', 'voyages', 'voyages.year', 'voyages.port'], collections: ['sailors'] };

  test.each([
    ['sailors under the age of 37', { Age: { $lt: 37 } }],
    ['sailors between the ages of 41 and 48', { Age: { $gte: 41, $lte: 48 } }],
    ['sailors who are 40 years of age or younger', { Age: { $lte: 40 } }],
    ['sailors 25 years and older', { Age: { $gte: 25 } }],
    ['sailors over 30 years old', { Age: { $gt: 30 } }],
    ['sailors aged 33', { Age: 33 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, CREW)).toEqual(expected);
  });

  test('a bare "years" with no comparison after it is no age', () => {
    expect(Object.keys(filters('voyages lasting 3 years', CREW))).not.toContain('Age');
  });

  test('no age field: the phrase proposes nothing', () => {
    expect(filters('sailors under the age of 37', { fields: ['sailor_id', 'name'], collections: ['sailors'] })).toEqual({});
  });
});

describe('filters: a bare bound right after the records that keep an age is their age', () => {
  const CLUB = {
    fields: ['member_id', 'member_name', 'age', 'visits_made', 'Boats', 'Boats.boat_id', 'Boats.length_ft'],
    collections: ['members', 'boats'],
  };
  const evidence = (prompt: string) => analyze(prompt, CLUB, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

  test.each([
    ['members under 18 and their names', { age: { $lt: 18 } }],
    ['how many members who are over 65?', { age: { $gt: 65 } }],
    ['list members below 30, sorted by name', { age: { $lt: 30 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, CLUB)).toEqual(expected);
    expect(evidence(prompt)).toContain('filters.age-bound-of-people');
  });

  test('a noun after the number says what is counted or measured, not an age', () => {
    expect(Object.keys(filters('members with over 20 visits made', CLUB))).not.toContain('age');
  });

  test('a field named before the bound is what the bound is on', () => {
    expect(Object.keys(filters('members with visits made under 20', CLUB))).not.toContain('age');
  });

  test('records that keep no age field take no age', () => {
    expect(Object.keys(filters('boats under 30', CLUB))).not.toContain('age');
  });
});

describe('filters: a bare bound after records that reading a flat list gave no field of their own (filters.age-bound-of-people+ownerless-records)', () => {
  // a blood bank's flat list: the donors' own fields follow the sites' and are read as the sites'
  const BANK = {
    fields: ['_id', 'sampleId', 'donorRef', 'assay', 'reading', 'takenAt', 'siteId', 'openedOn', 'name', 'town', 'age', 'sex'],
    collections: ['samples', 'sites', 'donor'],
  };
  const run = (prompt: string) => analyze(prompt, BANK, { explain: true });

  test('the age is theirs', () => {
    const result = run('number of donors over 65');
    expect(result.analysis.filters).toEqual({ age: { $gt: 65 } });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.age-bound-of-people+ownerless-records']);
  });

  test('records given fields of their own, none an age, keep no age', () => {
    expect(run('number of samples over 65').analysis.filters).not.toHaveProperty('age');
  });
});
