import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "most"/"least" before an adjective describing an attribute ranks by the field keeping it (sort.attribute-most-…)', () => {
  // an invented hot-sauce maker: sauces and their tasters
  const SAUCES = { fields: ['_id', 'sauceName', 'scoville', 'bottleMl', 'tasterName', 'seniority', 'joinedOn'], collections: ['sauces', 'tasters'] };
  // an invented plant nursery whose glasshouses keep their relative humidity
  const NURSERY = { fields: ['_id', 'houseName', 'rh', 'floorArea', 'builtOn'], collections: ['glasshouses'] };
  // invented stock lists: buildings by age, trees by age, pilots by experience and base
  const BUILDINGS = { fields: ['_id', 'buildingId', 'name', 'age', 'floors'], collections: ['buildings'] };
  const TREES = { fields: ['_id', 'treeId', 'species', 'age', 'height_m'], collections: ['trees'] };
  const PILOTS = { fields: ['_id', 'pilotId', 'pilotName', 'experience_years', 'baseId'], collections: ['pilots'] };

  test('"the 2 most humid glasshouses" ranks by `rh`, the usual field of humidity, the adjective\'s own noun', () => {
    const r = analyze('the 2 most humid glasshouses', NURSERY, { explain: true });
    expect(r.analysis).toMatchObject({ sort: { rh: -1 }, limit: 2 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.attribute-most-humid']);
  });

  test('"the least humid glasshouse" ranks by `rh`, lowest first', () => {
    expect(analyze('which is the least humid glasshouse', NURSERY).analysis).toMatchObject({ sort: { rh: 1 }, limit: 1 });
  });

  test('"the most recent taster" keeps its recency reading', () => {
    expect(analyze('the most recent taster', SAUCES).analysis.sort).not.toHaveProperty('seniority');
  });

  test('an attribute named from the other end of its scale does not rank: "most new" is not the greatest age', () => {
    expect(analyze('which building is the most new', BUILDINGS).analysis.sort).not.toHaveProperty('age');
    expect(analyze('the least young trees', TREES).analysis.sort).not.toHaveProperty('age');
  });

  test('"fewest" counts records: "the fewest humid glasshouses" ranks by no humidity', () => {
    expect(analyze('the fewest humid glasshouses', NURSERY).analysis.sort).not.toHaveProperty('rh');
  });

  test('"the most experienced pilot in each base" is the greatest experience per base (extreme-per-group)', () => {
    const r = analyze('the most experienced pilot in each base', PILOTS);
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'experience_years', groupBy: ['baseId'], sort: {}, limit: null });
  });
});
