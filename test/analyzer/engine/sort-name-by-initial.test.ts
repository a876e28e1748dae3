import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented schema that shortens each collection's word to its initial: riders keep `RName`, horses `HName`
const STABLE = {
  fields: ['RiderID', 'RName', 'Age', 'HorseID', 'HName', 'Breed'],
  collections: ['Horses', 'Riders'],
};
const sortOf = (prompt: string) => analyze(prompt, STABLE).analysis.sort;

describe('sort: the name of a thing the schema keeps under its initial', () => {
  test('"horse names in alphabetical order" sorts by the horses\' name', () => {
    expect(sortOf('Show horse names in alphabetical order')).toEqual({ HName: 1 });
  });

  test('"horses sorted by name" likewise', () => {
    expect(sortOf('list all horses sorted by name')).toEqual({ HName: 1 });
  });
});
