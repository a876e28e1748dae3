import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: who someone writes for is their publication (filters.proper-value)', () => {
  // an invented book-review circle: reviewers keep the outlet they write for beside their own name
  const REVIEWS = {
    fields: ['_id', 'Reviewer_ID', 'Name', 'Hometown', 'Outlet', 'Book_ID', 'Title', 'Stars'],
    collections: ['reviewers', 'books'],
  };
  test('the name after "writing for" fills the outlet field', () => {
    const result = analyze('reviewers writing for Quillhaven Weekly?', REVIEWS, { explain: true });
    expect(result.analysis.filters).toEqual({ Outlet: 'Quillhaven Weekly' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.proper-value');
  });
});
