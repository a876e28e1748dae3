import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: a superlative naming no field does not rank records by a rating other records keep (sort.top-default)', () => {
  // an invented tool library: loans, and the members' reviews of tools
  const TOOLS = {
    fields: ['loan_id', 'tool_id', 'loan_fee', 'loaned_on', 'review_id', 'stars', 'review_text', 'tool_name', 'brand', 'quality_score'],
    collections: ['loans', 'reviews', 'tools'],
  };

  test('"the biggest loan" is not ranked by the reviews\' stars', () => {
    const r = analyze('Show me the biggest loan', TOOLS, { explain: true });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).not.toContain('sort.top-default');
  });

  test('"the best tool" still ranks by the rating the tools keep', () => {
    expect(analyze('Show me the top tool', TOOLS).analysis.sort).toEqual({ quality_score: -1 });
  });
});
