import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Flat relational-style names: one-word collections written as abbreviations of the noun people use. */
const SCHEMA = {
  fields: ['hosp_title', 'capacity', 'gender', 'pupil_name', 'age', 'kit_label', 'Kitchen_Log', 'Kitchen_Log.kitchen_name'],
  collections: ['Pupil', 'Hosp', 'Kit'],
};
const collectionOf = (prompt: string) => analyze(prompt, SCHEMA).analysis.collection[0];

describe('collection: a word extending a one-word abbreviated collection name names it', () => {
  test.each([
    ['list the titles of hospitals having a capacity over 40', 'Hosp'],
    ['the overall capacity summed over all hospitals', 'Hosp'],
  ])('%p → %p', (prompt, collection) => {
    expect(collectionOf(prompt)).toBe(collection);
    expect(analyze(prompt, SCHEMA, { explain: true }).explanation?.collection.evidence.some((e) => e.rule === 'collection.abbreviated-name')).toBe(true);
  });

  test.each([
    // the schema's own field words are read as fields, not as a longer form of "Kit"
    'how many kitchens are logged',
    // an inflection adds too little to be another word
    'show the hosps',
  ])('%p is not read as an abbreviation', (prompt) => {
    const evidence = analyze(prompt, SCHEMA, { explain: true }).explanation?.collection.evidence ?? [];
    expect(evidence.some((e) => e.rule === 'collection.abbreviated-name')).toBe(false);
  });
});

describe('collection: one end of a compound name written as one word names it', () => {
  const COMPOUNDS = {
    fields: ['hall_code', 'seats', 'storeroom_id', 'shelf_count', 'member_id', 'member_name', 'joined_on', 'workshop_id', 'topic'],
    collections: ['lecturehall', 'storeroom', 'memberdetails', 'workshop'],
  };
  const compound = (prompt: string) => analyze(prompt, COMPOUNDS, { explain: true });

  test.each([
    ['how many halls have more than 200 seats', 'lecturehall'],
    ['list the rooms with over 10 shelves', 'storeroom'],
    ['which members joined in 2020', 'memberdetails'],
  ])('%p → %p', (prompt, collection) => {
    const { analysis, explanation } = compound(prompt);
    expect(analysis.collection[0]).toBe(collection);
    expect(explanation?.collection.evidence.some((e) => e.rule === 'collection.part-of-compound-name')).toBe(true);
  });

  test('a leading part followed by another noun names something else: "works" is not a workshop', () => {
    const evidence = compound('list the works about history').explanation?.collection.evidence ?? [];
    expect(evidence.some((e) => e.rule === 'collection.part-of-compound-name')).toBe(false);
  });
});
