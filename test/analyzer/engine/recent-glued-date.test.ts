import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// bands embed albums dated by a one-word `pressdate`; a `candidate_code` ends like a date but is none
const LABEL = {
  fields: ['band_ref', 'band_label', 'album', 'album.album_ref', 'album.title', 'album.pressdate', 'album.stars', 'candidate_code'],
  collections: ['Bands'],
};

test.each([
  'Which album came out most recently?',
  'Show the title of the album released in the latest year.',
])('recency reads the date glued into a field word, inside the object the question names: %p', (prompt) => {
  expect(analyze(prompt, LABEL).analysis.sort).toEqual({ 'album.pressdate': -1 });
});
