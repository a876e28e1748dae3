import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// artists embed albums dated by a one-word `releasedate`; a `candidate_code` ends like a date but is none
const LABEL = {
  fields: ['artist_id', 'artist_name', 'album', 'album.album_id', 'album.title', 'album.releasedate', 'album.stars', 'candidate_code'],
  collections: ['Artists'],
};

test.each([
  'Which album came out most recently?',
  'Show the title of the album released in the latest year.',
])('recency reads the date glued into a field word, inside the object the question names: %p', (prompt) => {
  expect(analyze(prompt, LABEL).analysis.sort).toEqual({ 'album.releasedate': -1 });
});
