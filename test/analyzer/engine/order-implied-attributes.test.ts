import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { analyze, GENERIC, makeRegistry, NOW, throwOnStageError } from './fixtures.ts';

const rules = (r: ReturnType<typeof analyze>, member: 'sort' | 'limit' | 'operation' | 'metric') => r.explanation?.[member].evidence.map((e) => e.rule) ?? [];

/** How a question ranks: its sort, its limit and the sort's rules. */
const ranking = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const r = analyze(prompt, schema, { explain: true });
  return { sort: r.analysis.sort, limit: r.analysis.limit, rules: rules(r, 'sort') };
};

// an invented harbour-side ferry company: its porters, its crossings, and the fairs it runs at the quay
const QUAY = {
  fields: [
    '_id', 'porter_id', 'given_name', 'family_name', 'birth_date', 'signed_on', 'hourly_rate', 'shift_count',
    'crossing_id', 'ferry_name', 'board_time', 'crossing_minutes', 'fare_paid', 'state',
    'fair_id', 'fair_title', 'opened_on', 'visitor_total', 'stall_fee',
  ],
  collections: ['porters', 'crossings', 'fairs'],
};

describe('superlatives whose adjective or verb implies the field', () => {
  test('"highest paid porter" ranks by the pay rate when no salary is kept (sort.attribute-highest-paid)', () => {
    expect(ranking('highest paid porter', QUAY)).toEqual({ sort: { hourly_rate: -1 }, limit: 1, rules: ['sort.attribute-highest-paid'] });
  });

  test('a salary, where kept, still comes before a rate', () => {
    const r = analyze('lowest paid clerk', { fields: ['_id', 'clerk_id', 'clerk_name', 'salary', 'overtime_rate'], collections: ['clerks'] });
    expect(r.analysis.sort).toEqual({ salary: 1 });
  });

  test('"best attended fair" ranks by the visitors counted (sort.attribute-best-attended)', () => {
    expect(ranking('best attended fair', QUAY)).toEqual({ sort: { visitor_total: -1 }, limit: 1, rules: ['sort.attribute-best-attended'] });
  });

  test('"the 4 slowest crossings" ranks by the minutes a crossing took, not the time it started', () => {
    expect(ranking('the 4 slowest crossings', QUAY)).toEqual({ sort: { crossing_minutes: -1 }, limit: 4, rules: ['sort.attribute-slowest'] });
  });

  test('a speed, where kept, still ranks "fastest"', () => {
    const r = analyze('fastest boat', { fields: ['_id', 'boat_id', 'boat_name', 'top_speed', 'trial_minutes'], collections: ['boats'] });
    expect(r.analysis.sort).toEqual({ top_speed: -1 });
  });

  test('"latest boarding" where the noun opens one date field ranks by it (sort.recent-noun-date)', () => {
    const r = analyze('latest board', QUAY, { explain: true });
    expect(r.analysis.sort).toEqual({ board_time: -1 });
    expect(rules(r, 'sort')).toEqual(['sort.recent-noun-date']);
  });

  test('a recency said of a collection is left to the collection\'s own date', () => {
    expect(rules(analyze('latest crossings', QUAY, { explain: true }), 'sort')).not.toContain('sort.recent-noun-date');
  });

  test('"the last porter to sign on" is the one who signed most recently (sort.verb-dated-last-to)', () => {
    expect(ranking('the last porter to sign', QUAY)).toEqual({ sort: { signed_on: -1 }, limit: 1, rules: ['sort.verb-dated-last-to'] });
  });

  test('"porters signed last month" is a date condition, no ranking', () => {
    expect(rules(analyze('porters signed last month', QUAY, { explain: true }), 'sort')).not.toContain('sort.verb-dated-last-to');
  });

  test('"the priciest fair title" names the fair: ranked by its price concept, not by its title', () => {
    const r = analyze('most expensive fair title', QUAY, { explain: true });
    expect(Object.keys(r.analysis.sort)).toEqual(['stall_fee']);
  });

  test('a name word said before another noun is no thing named ("the shortest title run")', () => {
    const RUNS = { fields: ['_id', 'champ_id', 'champ_name', 'title', 'days_held'], collections: ['champs'] };
    const r = analyze('the champ with the shortest title run', RUNS, { explain: true });
    expect(r.analysis.limit).toBe(1);
  });

  test('a price concept takes the field that says the word over one given it as a synonym', () => {
    const PRESS: SectorPack = { ...GENERIC, id: 'press', label: 'Press', signals: { fields: ['booklet_id', 'cover_price'] }, synonyms: { price: ['payout_sum'] } };
    const engine = createEngine(makeRegistry(PRESS), { onStageError: throwOnStageError });
    const r = engine.analyze({ prompt: 'show the most expensive', fields: ['_id', 'payout_id', 'payout_sum', 'booklet_id', 'label', 'cover_price'], collections: ['payouts', 'booklets'] }, { now: NOW });
    expect(r.analysis.sort).toEqual({ cover_price: -1 });
  });
});

describe('an extreme of one record\'s figure is a value, not a record', () => {
  test('"the highest single crossing fare" is $max of the fare, no limit', () => {
    const r = analyze('what is the highest single crossing fare paid so far', QUAY, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'fare_paid', limit: null, sort: {} });
  });

  test('"biggest single crossing" asks the crossing\'s own measure (metric.extreme-value+one-record)', () => {
    const HAUL = { fields: ['_id', 'haul_id', 'haul_date', 'weight_amount', 'skipper'], collections: ['hauls'] };
    const r = analyze('biggest single haul this year', HAUL, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$max', metric: 'weight_amount', limit: null, sort: {} });
    expect(rules(r, 'metric')).toContain('metric.extreme-value+one-record');
  });

  test('"biggest haul" alone is still the one record', () => {
    const HAUL = { fields: ['_id', 'haul_id', 'haul_date', 'weight_amount', 'skipper'], collections: ['hauls'] };
    const r = analyze('biggest haul this year', HAUL);
    expect(r.analysis).toMatchObject({ operation: null, limit: 1, sort: { weight_amount: -1 } });
  });

  test('"the earliest year any kiln was fired" is $min of the year the verb names (sort.recent-part+verb-dated)', () => {
    const KILNS = { fields: ['_id', 'kiln_id', 'maker_birth_year', 'year_fired', 'glaze'], collections: ['kilns'] };
    const r = analyze('earliest year any kiln in the yard was fired', KILNS, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$min', metric: 'year_fired', limit: null, sort: {} });
    expect(rules(r, 'sort')[0]).toBe('sort.recent-part+verb-dated');
  });
});

describe('limits and orders said around a superlative', () => {
  test('"newest porters, show 25": a closing request with its number limits (limit.closing-request)', () => {
    const r = analyze('newest porters, show 25', QUAY, { explain: true });
    expect(r.analysis.limit).toBe(25);
    expect(rules(r, 'limit')).toEqual(['limit.closing-request']);
  });

  test('"the porter with name 338" is no limit', () => {
    expect(analyze('the porter with name 338', QUAY).analysis.limit).toBeNull();
  });

  test('"cheapest 3 finished crossings": the number after a superlative limits (limit.superlative-count)', () => {
    const r = analyze('cheapest 3 crossings', QUAY, { explain: true });
    expect(r.analysis.limit).toBe(3);
    expect(rules(r, 'limit')).toEqual(['limit.superlative-count']);
  });

  test('"the lightest 2 kg parcels" is a measure, no limit', () => {
    const PARCELS = { fields: ['_id', 'parcel_id', 'weight_kg', 'sent_on'], collections: ['parcels'] };
    expect(analyze('the lightest 2 kg parcels', PARCELS).analysis.limit).not.toBe(2);
  });

  test('"over 12 min" is a unit of time, not a minimum', () => {
    const r = analyze('crossings where the crossing took over 12 min', QUAY);
    expect(r.analysis.operation).toBeNull();
  });

  test('"min fare" still asks a minimum', () => {
    expect(analyze('min fare paid for crossings', QUAY).analysis.operation).toBe('$min');
  });

  test('"average crossing minutes by ferry, worst first": the largest wait first (sort.judged-order+grouped-result)', () => {
    const r = analyze('average crossing minutes by ferry, worst first', QUAY, { explain: true });
    expect(r.analysis.sort).toEqual({ crossing_minutes: -1 });
    expect(rules(r, 'sort')).toEqual(['sort.judged-order+grouped-result']);
  });

  test('"average score by ferry, worst first": a figure where more is better puts the lowest first', () => {
    const SCORED = { fields: ['_id', 'review_id', 'ferry_name', 'score_given'], collections: ['reviews'] };
    const r = analyze('average score given by ferry, worst first', SCORED);
    expect(r.analysis.sort).toEqual({ score_given: 1 });
  });
});
