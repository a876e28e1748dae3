import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "most"/"least" before an adjective describing an attribute ranks by the field keeping it (sort.described-attribute)', () => {
  // an invented hot-sauce maker: sauces and their tasters
  const SAUCES = { fields: ['_id', 'sauceName', 'scoville', 'bottleMl', 'tasterName', 'seniority', 'joinedOn'], collections: ['sauces', 'tasters'] };
  // an invented cidery whose recipes keep their bitterness in international bitterness units
  const CIDERY = { fields: ['_id', 'ciderName', 'ibu', 'style', 'pressedOn'], collections: ['ciders'] };

  test('"the 2 most bitter ciders" ranks by `ibu`, the usual field of bitterness', () => {
    const r = analyze('the 2 most bitter ciders', CIDERY, { explain: true });
    expect(r.analysis).toMatchObject({ sort: { ibu: -1 }, limit: 2 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.described-attribute']);
  });

  test('"the least bitter cider" ranks by `ibu`, lowest first', () => {
    expect(analyze('which is the least bitter cider', CIDERY).analysis).toMatchObject({ sort: { ibu: 1 }, limit: 1 });
  });

  test('"the most recent taster" keeps its recency reading', () => {
    expect(analyze('the most recent taster', SAUCES).analysis.sort).not.toHaveProperty('seniority');
  });
});
