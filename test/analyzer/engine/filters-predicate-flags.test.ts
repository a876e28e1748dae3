import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented holiday-lodge site: each lodge says whom it suits
const LODGES = { fields: ['lodgeId', 'lodge_name', 'safeForPets', 'goodWithKids', 'nightly_price'], collections: ['lodges'] };
const run = (prompt: string) => analyze(prompt, LODGES, { explain: true });

describe('filters: a yes/no field named as a predicate with a preposition, said whole of the records', () => {
  test.each([
    ['which lodges are safe for pets', { safeForPets: true }],
    ['lodges that are not good with kids', { goodWithKids: false }],
    ['cabins that are good with kids', { goodWithKids: true }],
    ['lodges safe for pets', { safeForPets: true }],
  ])('%p', (prompt, expected) => {
    expect(run(prompt).analysis.filters).toEqual(expected);
  });

  test.each([
    // the name goes on into a phrase of its own, or is only half said
    'rank lodges safe for pets by nightly price',
    'lodges that are good',
  ])('%p reads no yes or no', (prompt) => {
    const filters = run(prompt).analysis.filters;
    expect([filters.safeForPets, filters.goodWithKids]).toEqual([undefined, undefined]);
  });
});
