import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name between "the" and a singular record noun names that record, not who made such records', () => {
  // an invented sewing-pattern trade: shops keep their own names, patterns the person who drew them
  const PATTERNS = {
    fields: ['_id', 'pattern_id', 'shop_id', 'sold_on', 'pattern_title', 'author', 'shop_name', 'opened_year'],
    collections: ['patterns', 'sales', 'shops'],
  };
  test.each([
    ['sales at the Quayside shop', 'Quayside'],
    ['which patterns sit in the Millbrook shop?', 'Millbrook'],
  ])('%p', (prompt, name) => {
    expect(analyze(prompt, PATTERNS).analysis.filters).toEqual({ shop_name: name });
  });

  test('a plural noun after a name still reads as what that person made', () => {
    expect(analyze('list the Ada Ferrow patterns', PATTERNS).analysis.filters).toEqual({ author: 'Ada Ferrow' });
  });
});
