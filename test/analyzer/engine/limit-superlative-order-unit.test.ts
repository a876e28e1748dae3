import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('limit: a superlative picks one record unless it only orders the list or names groups (limit.superlative-extreme)', () => {
  // an invented seed bank: seed lots and the year each was harvested
  const SEEDS = { fields: ['_id', 'lotCode', 'species', 'price_per_gram', 'harvest_year', 'vaultId'], collections: ['lots', 'vaults'] };
  // an invented fun-run club and an invented freight line
  const RUNNERS = { fields: ['_id', 'runnerId', 'runnerName', 'finish_time', 'race_date'], collections: ['runners'] };
  const SHIPS = { fields: ['_id', 'shipId', 'shipName', 'cargo_weight', 'sailed_on'], collections: ['ships'] };
  // an invented tram network counting boardings by hour of the day
  const TRAMS = { fields: ['_id', 'stationId', 'stationName', 'hour', 'boardings'], collections: ['boardings', 'stations'] };

  test('"newest harvest year first" after the ranked field only orders the list: no limit', () => {
    const r = analyze('sunflower lots, newest harvest year first', SEEDS);
    expect(r.analysis).toMatchObject({ sort: { harvest_year: -1 }, limit: null });
  });

  test('"cheapest lot per gram": "per" before a unit is the price\'s unit, not a group, so one lot', () => {
    const r = analyze('list the cheapest sunflower lot per gram', SEEDS);
    expect(r.analysis).toMatchObject({ sort: { price_per_gram: 1 }, limit: 1 });
  });

  test('"last" opening a period after the ranked field is no order position: still one record', () => {
    expect(analyze('show the runner with the fastest finish time last year', RUNNERS).analysis).toMatchObject({ sort: { finish_time: 1 }, limit: 1 });
    expect(analyze('the ship with the heaviest cargo weight last month', SHIPS).analysis).toMatchObject({ sort: { cargo_weight: -1 }, limit: 1 });
  });

  test('"per hour" where `hour` is a field groups by it: no single record', () => {
    const r = analyze('the station with the most boardings per hour', TRAMS);
    expect(r.analysis.groupBy).toEqual(['hour']);
    expect(r.analysis.limit).toBeNull();
  });
});
