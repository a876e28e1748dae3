import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: ages in their set phrases', () => {
  // a field ending in "year" competes for "years": the phrase says age
  const CREW = { fields: ['sailor_id', 'name', 'Age', 'voyages', 'voyages.year', 'voyages.port'], collections: ['sailors'] };

  test.each([
    ['sailors under the age of 30', { Age: { $lt: 30 } }],
    ['sailors between the ages of 20 and 25', { Age: { $gte: 20, $lte: 25 } }],
    ['sailors who are 40 years of age or younger', { Age: { $lte: 40 } }],
    ['sailors 25 years and older', { Age: { $gte: 25 } }],
    ['sailors over 30 years old', { Age: { $gt: 30 } }],
    ['sailors aged 33', { Age: 33 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt, CREW)).toEqual(expected);
  });

  test('a bare "years" with no comparison after it is no age', () => {
    expect(Object.keys(filters('voyages lasting 3 years', CREW))).not.toContain('Age');
  });

  test('no age field: the phrase proposes nothing', () => {
    expect(filters('sailors under the age of 30', { fields: ['sailor_id', 'name'], collections: ['sailors'] })).toEqual({});
  });
});
