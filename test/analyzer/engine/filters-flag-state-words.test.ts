import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a lighthouse register (abbreviated flag endings) and a kennel club (flags named by a prefix and a noun)
const LIGHTS = { fields: ['light_id', 'light_nm', 'lit_flg', 'foghorn_flg', 'self_powered_flg', 'built_yr'], collections: ['lighthouses'] };
const KENNEL = { fields: ['dog_id', 'dog_name', 'isShowDog', 'breed', 'owner_country'], collections: ['dogs'] };
const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule);

describe('filters: a yes/no field with an abbreviated flag ending, or named by several words before it (filters.flag+flag-ending)', () => {
  test.each([
    ['how many lighthouses are still lit?', { lit_flg: true }],
    ['lighthouses with a foghorn built before 1900', { foghorn_flg: true, built_yr: { $lt: 1900 } }],
    ['self-powered lighthouses', { self_powered_flg: true }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, LIGHTS).analysis.filters).toEqual(expected);
  });

  test('the evidence names the flag-ending rule', () => {
    expect(rules('self-powered lighthouses', LIGHTS)).toEqual(['filters.flag+flag-ending']);
  });
});

describe('filters: a flag field named in part must be named by its state word, not by the records noun ending it', () => {
  test('"show dogs" says the flag', () => {
    expect(analyze('show dogs from France', KENNEL).analysis.filters).toEqual({ isShowDog: true, owner_country: 'France' });
  });

  test('"dogs" alone names the records, not the flag', () => {
    expect(analyze('dogs from France', KENNEL).analysis.filters).toEqual({ owner_country: 'France' });
  });
});

describe('filters: a state word field said before a plural noun naming another field in part (filters.flag-state-word)', () => {
  // an invented podcast host: episodes with a yes/no `explicit`, downloads of them with `interrupted`, nested visits with `missed`
  const PODS = {
    fields: ['episode_id', 'title', 'explicit', 'listenCount', 'download_id', 'interrupted', 'Checks', 'Checks.check_id', 'Checks.missed'],
    collections: ['episodes', 'downloads', 'hosts'],
  };
  const filters = (prompt: string) => analyze(prompt, PODS).analysis.filters;

  test.each([
    ['interrupted listens', { interrupted: true }],
    ['missed checks', { 'Checks.missed': true }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a word for a count or an amount after the state word names its figure, no records', () => {
    // the same phrase with a plural noun naming a field in part says the flag: only the figure's word keeps it off
    expect(filters('the interrupted listens')).toEqual({ interrupted: true });
    expect(filters('the interrupted counts')).toEqual({});
  });
});

describe('filters: a state word opening a yes/no field\'s name, said of records named by their collection (filters.flag-stated-thing)', () => {
  // an invented auction house: bids keep whether they came from a `vettedAccount`; bidders are records of their own
  const AUCTIONS = { fields: ['bidId', 'lotNo', 'amount', 'vettedAccount', 'bidderId', 'bidderName'], collections: ['bids', 'bidders'] };

  test('"vetted bidders" says the flag', () => {
    const r = analyze('how many bids came from vetted bidders', AUCTIONS, { explain: true });
    expect(r.analysis.filters).toEqual({ vettedAccount: true });
    expect(r.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.flag-stated-thing');
  });
});
