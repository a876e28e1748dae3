import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted subject of an asked field is the name kept beside that field', () => {
  const KITCHEN = { fields: ['chef_id', 'chef_name', 'recipe_id', 'recipe_name', 'oven_temperature', 'serving_note'], collections: ['Chefs', 'Recipes'] };
  test.each([
    "Show the oven temperature for 'Plum Tart'",
    "What is the serving note for 'Plum Tart'?",
  ])('%p', (prompt) => {
    expect(analyze(prompt, KITCHEN).analysis.filters).toEqual({ recipe_name: 'Plum Tart' });
    expect(analyze(prompt, KITCHEN, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+asked-of']);
  });
});

describe('filters: a quoted subject of a field inside an embedded object is the name kept beside that object', () => {
  const FILMS = { fields: ['title', 'year', 'critics', 'critics.score', 'critics.count', 'email', 'name'], collections: ['films', 'members'] };
  test('the nearest ancestor with a name beside it', () => {
    const { analysis, explanation } = analyze("Show the year and the critics count for 'Lantern Bay'", FILMS, { explain: true });
    expect(analysis.filters).toEqual({ title: 'Lantern Bay' });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+asked-of']);
  });
});
