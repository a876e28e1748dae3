import { expect, test } from 'bun:test';
import { analyze, collectionRules } from './fixtures.ts';

// an invented nursery: its plants are named after the greenhouse keeping them
const NURSERY = {
  fields: ['_id', 'gardener_id', 'first_name', 'shift', 'plant_id', 'species', 'height_cm', 'potted_on'],
  collections: ['gardeners', 'greenhouse_plants'],
};

const rules = (prompt: string) => collectionRules(analyze(prompt, NURSERY, { explain: true }));

test('the first word of a two-word collection name, said alone, names where its records are kept', () => {
  expect(analyze('how many things are in the greenhouse', NURSERY).analysis.collection[0]).toBe('greenhouse_plants');
  expect(rules('count everything across the greenhouse')).toContain('collection.first-name-word-alone');
});

test('the first word before another word, or capitalised as a name, names no records', () => {
  expect(rules('the greenhouse staff on the night shift')).not.toContain('collection.first-name-word-alone');
  expect(rules('gardeners who work at the Greenhouse')).not.toContain('collection.first-name-word-alone');
});

test('the first word said without "the" names no records', () => {
  expect(rules('which greenhouse is warmest')).not.toContain('collection.first-name-word-alone');
});

test('the first word names no records when the question names another collection', () => {
  expect(rules('gardeners who work at the greenhouse')).not.toContain('collection.first-name-word-alone');
  expect(rules('is anyone at the greenhouse one of the gardeners')).not.toContain('collection.first-name-word-alone');
});
