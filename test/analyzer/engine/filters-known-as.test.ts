import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: "the <entity> known as X" names that entity, like "the <entity> named X"', () => {
  // painters keep a plain Name; their canvases keep a title the words around would otherwise pick
  const PAINTERS = { fields: ['PainterId', 'Name', 'Canvas', 'Canvas.CanvasId', 'Canvas.Title', 'Canvas.PainterId'], collections: ['Painter', 'Gallery'] };
  test.each([
    ['the titles of the canvases from the painter known as "Okonkwo"'],
    ['canvases of the painter known as Okonkwo'],
  ])('%p', (prompt) => {
    expect(analyze(prompt, PAINTERS).analysis.filters).toEqual({ Name: 'Okonkwo' });
  });

  test.each([
    ['canvases of the painter known as "Okonkwo"', 'filters.quoted+known-as'],
    ['canvases of the painter known as Okonkwo', 'filters.proper-value+known-as'],
  ])('the evidence names the rule: %p', (prompt, rule) => {
    expect(analyze(prompt, PAINTERS, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual([rule]);
  });
});
