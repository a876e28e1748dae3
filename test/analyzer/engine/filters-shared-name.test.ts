import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a collection whose listed fields leave out its name keeps the plain name listed with another', () => {
  // stables list `Name` first; breeds list only their own fields, their name already listed; riders keep forenames and surnames
  const STUD = {
    fields: ['StableId', 'Name', 'Horse', 'Horse.HorseId', 'Horse.Name', 'Horse.BreedId', 'Horse.Height', 'BreedId', 'Origin', 'RiderId', 'Forename', 'Surname'],
    collections: ['Stable', 'Breed', 'Rider'],
  };
  test.each([
    ['What is the average height of horses of the Fjord breed?', 'Fjord'],
    ['How many horses belong to the "Shire Draught" breed?', 'Shire Draught'],
  ])('%p', (prompt, breed) => {
    const { analysis, explanation } = analyze(prompt, STUD, { explain: true });
    expect(analysis.filters).toEqual({ Name: breed });
    expect(explanation?.filters.evidence.map((e) => e.rule)[0]).toContain('+shared-name');
  });

  test('a record named by parts of a person name keeps them', () => {
    expect(analyze('Which horses does the rider "Ada Brill" ride?', STUD).analysis.filters).not.toHaveProperty('Name');
  });
});
