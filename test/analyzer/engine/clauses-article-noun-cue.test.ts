import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** An invented craft market (vendors and their listings) and an invented repertory cinema (its showings). */
const MARKET = { fields: ['_id', 'vendor_id', 'stall_name', 'listing_id', 'headline', 'sku', 'asking_price', 'posted_at'], collections: ['vendors', 'listings'] };
const CINEMA = { fields: ['_id', 'showing_id', 'screen', 'starts_at', 'print_ref', 'film_title'], collections: ['showings'] };
const projected = (result: ReturnType<typeof analyze>) => result.explanation?.rawTokens.evidence.some((e) => e.rule === 'clauses.projection');

describe('clauses: a one-word display cue after an article is a noun, and the words after it are conditions', () => {
  test.each([
    ['open the listing with sku ZT-5521-GRN', MARKET, { sku: 'ZT-5521-GRN' }],
    ['get the showing with print ref PR-20931', CINEMA, { print_ref: 'PR-20931' }],
  ] as const)('%p', (prompt, schema, expected) => {
    const result = analyze(prompt, schema as never, { explain: true });
    expect(result.analysis.filters).toEqual(expected);
    expect(projected(result)).toBe(false);
  });

  test('the same word as a verb still opens a display list', () => {
    expect(projected(analyze('vendors, listing their sku and headline', MARKET, { explain: true }))).toBe(true);
    expect(projected(analyze('screens showing the film title', CINEMA, { explain: true }))).toBe(true);
  });
});
