import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: a superlative read as the extreme of a field named further on lists no record (limit.extreme-of-named-field)', () => {
  // an invented water board: one collection of reservoirs, named in the singular
  const WATER = { fields: ['_id', 'resId', 'resNm', 'capMl', 'basin'], collections: ['reservoir'] };

  test('"the largest reservoir holding in ML" is the maximum of the capacity, with no limit', () => {
    const r = analyze('What is the largest reservoir holding in ML?', WATER, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'capMl', limit: null });
    expect(r.explanation?.limit.evidence.map((e) => e.rule)).toContain('limit.extreme-of-named-field');
  });

  test('"the largest reservoir" still asks for the one record', () => {
    expect(analyze('What is the largest reservoir?', WATER).analysis).toMatchObject({ operation: null, limit: 1 });
  });
});
