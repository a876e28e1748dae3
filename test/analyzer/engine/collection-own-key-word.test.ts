import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented circus company, flat: its acrobats' fields call them performers
const CIRCUS = {
  fields: ['circus_id', 'circus_name', 'home_town', 'performer_id', 'performer_name', 'act', 'fee', 'show_id', 'show_date', 'venue', 'audience'],
  collections: ['acrobat', 'circus', 'show'],
};

test('the words before the key a collection\'s fields open with name it ("performers" for acrobat)', () => {
  expect(analyze('which circus has the most performers', CIRCUS).analysis.collection[0]).toBe('acrobat');
  expect(analyze('performers with a fee above 500', CIRCUS).analysis.collection[0]).toBe('acrobat');
});
