import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rulesOf = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a unit said after a compared number reaches the field ending in a unit of the same measure', () => {
  // an invented ferry line: lengths in metres, crossing times in seconds
  const FERRIES = { fields: ['ferry_id', 'ferry_nm', 'overall_m', 'crossing_id', 'sailed_on', 'crossing_s', 'cars_carried'], collections: ['ferries', 'crossings'] };
  test.each([
    // restated in the field's unit: 45 minutes are 2700 seconds
    ['crossings that lasted under 45 minutes', { crossing_s: { $lt: 2700 } }],
    ['ferries longer than 80 metres', { overall_m: { $gt: 80 } }],
    ['ferries longer than 250 feet', { overall_m: { $gt: 76.2 } }],
    // "a minute" is one minute
    ['crossings longer than a minute', { crossing_s: { $gt: 60 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, FERRIES).analysis.filters).toEqual(expected);
  });

  test('the evidence names the measure', () => {
    expect(rulesOf('ferries longer than 80 metres', FERRIES)).toContain('filters.compare$gt+unit-measure');
    expect(rulesOf('crossings longer than a minute', FERRIES)).toContain('filters.compare$gt+unit-measure+one-unit');
  });

  // a field named right before the bound stays what it bounds
  test('a field named before the bound keeps the number', () => {
    expect(analyze('crossings with cars carried over 40 metres', FERRIES).analysis.filters).toEqual({ cars_carried: { $gt: 40 } });
  });
});

describe('filters: of fields sharing the compared one\'s last word, the one whose other word is said near the bound', () => {
  // an invented bakery: two timings per loaf; towers with planned and built floors
  const BAKERY = { fields: ['loaf_id', 'loaf_name', 'restMinutes', 'bakeMinutes'], collections: ['loaves'] };
  const TOWERS = { fields: ['tower_id', 'tower_nm', 'built_floors', 'planned_floors', 'total_seats', 'spare_seats'], collections: ['towers'] };
  test.each([
    ['loaves that bake in under 40 min', BAKERY, { bakeMinutes: { $lt: 40 } }],
    // any form of the word: "planning" says `planned_`
    ['towers planning more than 30 floors', TOWERS, { planned_floors: { $gt: 30 } }],
    // a word said elsewhere in the question (what is averaged) chooses nothing
    ['the average spare seats of towers with more than 300 total seats', TOWERS, { total_seats: { $gt: 300 } }],
  ])('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });

  test('the evidence names the choice', () => {
    expect(rulesOf('loaves that bake in under 40 min', BAKERY)).toContain('filters.compare$lt+unit-namesake');
    expect(rulesOf('towers planning more than 30 floors', TOWERS)).toContain('filters.compare$gt+said-namesake');
  });
});

describe('filters: a unit after the number that a quantity\'s name holds binds the number to it', () => {
  // an invented kennel: dogs with a rating, hours of walking booked and given, weights in kilograms
  const KENNEL = { fields: ['dog_id', 'rating', 'hours_booked', 'hours_walked', 'kg_fed', 'breed'], collections: ['dogs'] };
  test.each([
    // the field named earlier keeps its own value; of the two holding the unit, the one whose other word is said near
    ['rating B dogs booking more than 12 hours', { hours_booked: { $gt: 12 }, rating: 'B' }],
    // a field named right before the bound that holds the unit keeps it
    ['dogs with hours walked above 3 hours', { hours_walked: { $gt: 3 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, KENNEL).analysis.filters).toEqual(expected);
  });
});

describe('filters: "m" written on a number is metres where the records keep a length in metres, else millions', () => {
  // an invented yacht yard (lengths and drafts in metres, money in pounds) and an invented wind farm
  const YARD = { fields: ['yacht_id', 'yacht_class', 'hull_length_m', 'draft_m', 'motor_kw', 'refit_cost_gbp', 'crew_count'], collections: ['yachts'] };
  const FARM = { fields: ['turbine_id', 'site_name', 'hub_height_m', 'annual_output_mwh', 'grant_gbp'], collections: ['turbines'] };
  // a call centre whose `_m` fields are minutes, and a retailer keeping no length at all
  const CALLS = { fields: ['call_id', 'agent_name', 'wait_m', 'talk_m', 'cost_usd'], collections: ['calls'] };
  const SHOPS = { fields: ['shop_id', 'shop_name', 'turnover', 'footfall'], collections: ['shops'] };
  test.each([
    ['how many yachts with a hull length over 20m', YARD, { hull_length_m: { $gt: 20 } }],
    ['yachts with a draft over 3m', YARD, { draft_m: { $gt: 3 } }],
    ['yachts with a draft deeper than 2.5m', YARD, { draft_m: { $gt: 2.5 } }],
    ['yachts with a length between 12m and 18m', YARD, { hull_length_m: { $gte: 12, $lte: 18 } }],
    ['yachts with a length from 12m to 18m', YARD, { hull_length_m: { $gte: 12, $lte: 18 } }],
    ['turbines taller than 90m', FARM, { hub_height_m: { $gt: 90 } }],
  ])('fires: %p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
  test.each([
    // a field other than a length named right before the bound keeps millions
    ['yachts with a refit cost over 2m', YARD, { refit_cost_gbp: { $gt: 2000000 } }],
    ['turbines with a grant above 1.5m', FARM, { grant_gbp: { $gt: 1500000 } }],
    // no field keeps metres: "m" stays millions
    ['calls with a cost over 2m', CALLS, { cost_usd: { $gt: 2000000 } }],
    ['shops with turnover above 3m', SHOPS, { turnover: { $gt: 3000000 } }],
    // something it counts follows the number, a verb of money is said, or no length is named: millions
    ['firms with more than 2m employees', { fields: ['firm_id', 'hq_height_m', 'employees'], collections: ['firms'] }, { employees: { $gt: 2000000 } }],
    ['barges that cost over 20m', { fields: ['barge_id', 'length_m', 'price_usd'], collections: ['barges'] }, { price_usd: { $gt: 20000000 } }],
    ['trusts over 2m', { fields: ['trust_id', 'assets', 'office_floor_height_m'], collections: ['trusts'] }, {}],
  ])('does not fire: %p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
  test('the number reads as two tokens only where metres are meant', () => {
    expect(analyze('yachts with a draft over 3m', YARD).analysis.rawTokens).toEqual(['yachts', 'with', 'a', 'draft', 'over', '3', 'm']);
    expect(analyze('yachts with a refit cost between 1m and 3m', YARD).analysis.rawTokens).toEqual(['yachts', 'with', 'a', 'refit', 'cost', 'between', '1m', 'and', '3m']);
    // the near end of a range said with "to" is read as the far end is
    expect(analyze('yachts with a draft of 2m to 4m', YARD).analysis.rawTokens).toEqual(['yachts', 'with', 'a', 'draft', 'of', '2', 'm', 'to', '4', 'm']);
    expect(analyze('yachts with a refit cost of 1m to 3m', YARD).analysis.rawTokens).toEqual(['yachts', 'with', 'a', 'refit', 'cost', 'of', '1m', 'to', '3m']);
    expect(analyze('shops with turnover above 3m', SHOPS).analysis.rawTokens).toEqual(['shops', 'with', 'turnover', 'above', '3m']);
  });
});

describe('filters: a length in metres with two lengths kept and neither named makes no filter', () => {
  const DINGHIES = { fields: ['dinghy_id', 'hull_length_m', 'mast_length_m', 'beam_m'], collections: ['dinghies'] };
  test('dinghies over 12m', () => {
    expect(analyze('dinghies over 12m', DINGHIES).analysis.filters).toEqual({});
  });
});

describe('filters: a number glued to a unit of power compares the field kept in that unit', () => {
  const YARD = { fields: ['yacht_id', 'yacht_class', 'hull_length_m', 'engine_hp', 'crew_count'], collections: ['yachts'] };
  const MOWERS = { fields: ['mower_id', 'model', 'power_kw', 'price'], collections: ['mowers'] };
  test.each([
    ['yachts with more than 300hp', YARD, { engine_hp: { $gt: 300 } }],
    ['mowers over 10kw', MOWERS, { power_kw: { $gt: 10 } }],
    // restated in the field's unit: 100 hp are about 74.57 kW
    ['mowers over 100hp', MOWERS, { power_kw: { $gt: 74.5699871582 } }],
  ])('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
  test('a plain number is no power', () => {
    expect(analyze('mowers under 300', MOWERS).analysis.filters).toEqual({ price: { $lt: 300 } });
  });
});

describe('filters: a comparative of a dimension names the field of that dimension', () => {
  const POOLS = { fields: ['pool_id', 'pool_name', 'depth_m', 'width_m', 'length_m', 'entry_fee'], collections: ['pools'] };
  test.each([
    ['pools deeper than 3 metres', { depth_m: { $gt: 3 } }],
    ['pools shallower than 1.2m', { depth_m: { $lt: 1.2 } }],
    ['pools wider than 10m', { width_m: { $gt: 10 } }],
    ['pools narrower than 8 metres', { width_m: { $lt: 8 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, POOLS).analysis.filters).toEqual(expected);
  });
});

describe('filters: volumes are a measure like lengths and weights', () => {
  // an invented cooperage: casks with their capacity in litres
  const CASKS = { fields: ['cask_id', 'cooper', 'capacity_litres', 'filled_on'], collections: ['casks'] };
  test('millilitres are restated in the litres a field keeps', () => {
    expect(analyze('casks over 2000 ml', CASKS).analysis.filters).toEqual({ capacity_litres: { $gt: 2 } });
  });
  test('a number with no unit still needs its field named', () => {
    expect(analyze('casks over 2000', CASKS).analysis.filters).not.toHaveProperty('capacity_litres');
  });
});
