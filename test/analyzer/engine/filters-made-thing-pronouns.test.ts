import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

test('a pronoun for whatever records someone made, "by" and a name: the name is their maker (filters.agent-by)', () => {
  // an invented record shop: customers split their names, the records keep their artist whole
  const SHOP = { fields: ['_id', 'first_name', 'last_name', 'record_no', 'record_title', 'artist_name', 'pressed_year'], collections: ['customers', 'records'] };
  const result = analyze('show me everything by Mira Solano', SHOP, { explain: true });
  expect(result.analysis.filters).toEqual({ artist_name: 'Mira Solano' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.agent-by');
});
