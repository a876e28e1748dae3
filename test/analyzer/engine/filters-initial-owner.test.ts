import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name field whose owner the schema shortens to its initial', () => {
  const GAMES = { fields: ['GameID', 'GName', 'GType', 'LName', 'Location'], collections: ['Video_Games'] };
  test('"the video game X" names GName', () => {
    expect(analyze('What genre is the video game Call of Destiny?', GAMES).analysis.filters).toEqual({ GName: 'Call of Destiny' });
  });
  test('a word that names no collection does not pick a field by its initial', () => {
    expect(analyze('How many games are there at the location "HHH"?', GAMES).analysis.filters).not.toHaveProperty('LName');
  });
});
