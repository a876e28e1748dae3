import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: a superlative picks one record unless it only orders the list or names groups (limit.superlative-extreme)', () => {
  // an invented seed bank: seed lots and the year each was harvested
  const SEEDS = { fields: ['_id', 'lotCode', 'species', 'price_per_gram', 'harvest_year', 'vaultId'], collections: ['lots', 'vaults'] };

  test('"newest harvest year first" after the ranked field only orders the list: no limit', () => {
    const r = analyze('sunflower lots, newest harvest year first', SEEDS);
    expect(r.analysis).toMatchObject({ sort: { harvest_year: -1 }, limit: null });
  });

  test('"cheapest lot per gram": "per" before a unit is the price\'s unit, not a group, so one lot', () => {
    const r = analyze('list the cheapest sunflower lot per gram', SEEDS);
    expect(r.analysis).toMatchObject({ sort: { price_per_gram: 1 }, limit: 1 });
  });
});
