import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a piece of text searched for in things named before it is searched in their name field', () => {
  // the schemas also keep other names (a venue's, a club's) and ids named by the same noun, where the words
  // around the value alone would put it
  const LIBRARY = { fields: ['recipeNo', 'title', 'method', 'cuisines', 'Kitchen', 'Kitchen.name'], collections: ['Recipes'] };
  const TRACK = { fields: ['cName', 'city', 'rID', 'rName', 'home_address'], collections: ['Club', 'Racer'] };
  test.each([
    ['recipes that contain the word "Rye"', LIBRARY, { title: { $regex: 'Rye', $options: 'i' } }],
    ['recipes featuring the term "Rye"', LIBRARY, { title: 'Rye' }],
    ['racers whose names contain the letter "z"', TRACK, { rName: { $regex: 'z', $options: 'i' } }],
    ['racers that have the letter "z" in their names', TRACK, { rName: 'z' }],
  ])('%p', (prompt, schema, expected) => {
    expect(filters(prompt, schema)).toEqual(expected);
  });

  test('the evidence names the rule', () => {
    const rules = analyze('recipes that contain the word "Rye"', LIBRARY, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);
    expect(rules).toContain('filters.quoted-contains+searched-name');
  });

  test('a field named after the value is where it is searched', () => {
    expect(filters('racers with "Elm" present in their home address', TRACK)).toEqual({ home_address: 'Elm' });
  });

  test('"with" and "have" search only when a piece of text is named', () => {
    expect(filters('recipes with "Basque" cuisines', LIBRARY)).toEqual({ cuisines: 'Basque' });
  });
});

describe('filters: "as part of" leads from a value to the field holding it', () => {
  const KILNS = { fields: ['kiln_id', 'name', 'glaze_code', 'workshop.name'], collections: ['kiln', 'workshop'] };
  test.each([
    ['kilns with "GL" as a part of their glaze code', { glaze_code: 'GL' }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, KILNS)).toEqual(expected);
  });
});
