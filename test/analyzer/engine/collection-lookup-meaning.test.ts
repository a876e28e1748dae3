import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented kennel: dogs carry a breed code and a status code, each labelled by a lookup table
const KENNEL = {
  fields: ['dogId', 'dogName', 'breedCode', 'statusCode', 'admittedOn', 'breedLabel', 'statusLabel'],
  collections: ['dogs', 'Ref_Breeds', 'kennelStatusCodes'],
};

test.each([
  ['what does status ADP mean', 'kennelStatusCodes'],
  ['Which breed code stands for Border Collie?', 'Ref_Breeds'],
  ['what breed does code BC denote', 'Ref_Breeds'],
])('%p asks a lookup table what a code means → %p', (prompt, collection) => {
  const { analysis, explanation } = analyze(prompt, KENNEL, { explain: true });
  expect(analysis.collection[0]).toBe(collection);
  expect(explanation?.collection.evidence.some((e) => e.rule === 'collection.lookup-asked-meaning')).toBe(true);
});

test('the mean of a measure is no question about a code', () => {
  expect(analyze('the mean stay of dogs per breed', KENNEL).analysis.collection[0]).toBe('dogs');
});
