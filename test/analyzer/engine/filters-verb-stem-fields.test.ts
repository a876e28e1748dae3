import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a verb right before a compared number names the one field holding a word of its stem', () => {
  // an invented courier depot, a soup kitchen and an orchard register
  const DEPOT = { fields: ['parcel_id', 'status', 'rerouteCount', 'weight_kg', 'depot_nm'], collections: ['parcels', 'depots'] };
  const SOUPS = { fields: ['soup_id', 'soup_nm', 'isVegan', 'servings', 'simmer_time'], collections: ['soups'] };
  const ORCHARDS = { fields: ['orchard_id', 'orchard_nm', 'planted_trees', 'opened_yr', 'owner_nm'], collections: ['orchards'] };

  test.each([
    // a repetition adverb is a count, kept in the count field of the verb
    ['parcels rerouted more than twice', DEPOT, { rerouteCount: { $gt: 2 } }, 'filters.compare$gt+verb-stem+repetition'],
    ['soups that serve 6 or more', SOUPS, { servings: { $gte: 6 } }, 'filters.trailing-compare+verb-stem'],
    ['orchards planting more than 500', ORCHARDS, { planted_trees: { $gt: 500 } }, 'filters.compare$gt+verb-stem'],
  ])('%p', (prompt, schema, expected, rule) => {
    const result = analyze(prompt, schema, { explain: true });
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain(rule);
  });
});
