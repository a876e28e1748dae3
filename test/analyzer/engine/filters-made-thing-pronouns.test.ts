import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

test('a pronoun for whatever records someone made, "by" and a name: the name is their maker (filters.agent-by)', () => {
  // an invented record shop: customers split their names, the records keep their artist whole
  const SHOP = { fields: ['_id', 'first_name', 'last_name', 'record_no', 'record_title', 'artist_name', 'pressed_year'], collections: ['customers', 'records'] };
  const result = analyze('show me everything by Mira Solano', SHOP, { explain: true });
  expect(result.analysis.filters).toEqual({ artist_name: 'Mira Solano' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-by');
});

test('a date after "by", or a made-thing noun used as a verb after "to", names no maker', () => {
  // an invented print shop: items keep the artist whose work is printed
  const PRINTS = { fields: ['_id', 'title', 'artist_name', 'due_date', 'price'], collections: ['items'] };
  for (const prompt of ['items to print by Friday', 'items to print by Hokusai', 'work by Monday', 'books to book by May']) {
    expect(analyze(prompt, PRINTS).analysis.filters).not.toHaveProperty('artist_name');
  }
  expect(analyze('show works by Hokusai', PRINTS).analysis.filters).toEqual({ artist_name: 'Hokusai' });
});
