import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented gallery: canvases and when they were painted
const GALLERY = { fields: ['_id', 'Canvas_ID', 'Title', 'Painter', 'Year_Painted', 'Room'], collections: ['Canvas'] };

describe('sort: "oldest <thing> title" ranks the thing by its date, the title is only shown (sort.concept-recent)', () => {
  test.each<[string, Record<string, 1 | -1>]>([
    ['oldest canvas title', { Year_Painted: 1 }],
    ['newest canvas title', { Year_Painted: -1 }],
  ])('%s', (prompt, sort) => {
    const r = analyze(prompt, GALLERY, { explain: true });
    expect(r.analysis.sort).toEqual(sort);
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.concept-recent']);
  });
});
