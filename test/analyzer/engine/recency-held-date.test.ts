import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a music service: albums list their release year; streams point at albums and carry their own timestamp
const MUSIC = { fields: ['album_id', 'album_title', 'release_year', 'stream_id', 'album_id', 'created_at'], collections: ['albums', 'streams'] };

describe('recency of a collection read from the date among its own fields', () => {
  test.each([
    ['the oldest album', 1] as const,
    ['the 3 newest albums', -1] as const,
  ])('%p orders by the date the albums hold, not another collection\'s timestamp', (prompt, direction) => {
    const { analysis, explanation } = analyze(prompt, MUSIC, { explain: true });
    expect(analysis.sort).toEqual({ release_year: direction });
    expect(explanation!.sort.evidence.map((e) => e.rule)).toContain('sort.concept-recent');
  });

  test('the records that hold the timestamp keep it', () => {
    expect(analyze('the 5 latest streams', MUSIC).analysis.sort).toEqual({ created_at: -1 });
  });
});
