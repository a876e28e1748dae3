import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema: each pantry shelf embeds the jars on it under a field named `All_Jars`
const PANTRY = {
  fields: ['Shelf_Label', 'All_Jars', 'All_Jars.Jar_ID', 'All_Jars.Jar_Kind_Code', 'All_Jars.Lid_Colour', 'Jar_Kind_Code', 'Jar_Kind_Label'],
  collections: ['Shelves', 'Jar_Kinds'],
};

describe('fields: "all" before a noun is a quantifier, not the start of a field name', () => {
  test('"all jar kinds" names the jar kinds collection, not the embedded jar list', () => {
    expect(analyze('What labels do all jar kinds carry?', PANTRY).analysis.collection[0]).toBe('Jar_Kinds');
    expect(analyze('Show the label of all jar kinds.', PANTRY).analysis.collection[0]).toBe('Jar_Kinds');
  });

  test('"how many … all jar kinds" counts the jar kinds', () => {
    expect(analyze('How many labels do all jar kinds have?', PANTRY).analysis.collection[0]).toBe('Jar_Kinds');
  });
});
