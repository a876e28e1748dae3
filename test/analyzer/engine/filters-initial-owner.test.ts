import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name field whose owner the schema shortens to its initial', () => {
  const BOATS = { fields: ['BoatID', 'BName', 'BType', 'LName', 'Mooring'], collections: ['Sailing_Boats'] };
  test('"the sailing boat X" names BName', () => {
    expect(analyze('Where is the sailing boat Morning Tern moored?', BOATS).analysis.filters).toEqual({ BName: 'Morning Tern' });
  });
  test('a word that names no collection does not pick a field by its initial', () => {
    expect(analyze('How many boats are there at the mooring "QQB"?', BOATS).analysis.filters).not.toHaveProperty('LName');
  });
});
