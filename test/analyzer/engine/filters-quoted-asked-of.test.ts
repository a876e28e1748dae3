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
