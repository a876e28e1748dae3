import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a marina: berths let at a nightly rent, boat owners, the berth fees they pay, the gear the marina buys
const MARINA = {
  fields: ['_id', 'berth_id', 'pontoon', 'length_m', 'nightly_rent', 'owner_id', 'owner_name', 'joined_on', 'fee_id', 'amount', 'charged_on', 'fee_kind', 'gear_id', 'gear_name', 'bought_on', 'price'],
  collections: ['berths', 'owners', 'fees', 'gear'],
};

// a cider maker: pressings with their strength, the orchards the apples came from
const CIDERY = {
  fields: ['_id', 'pressing_id', 'orchard_id', 'pressed_on', 'litres', 'abv', 'orchard_name', 'county'],
  collections: ['pressings', 'orchards'],
};

const rules = (explanation: { [member: string]: { evidence: ReadonlyArray<{ rule: string }> } } | undefined, member: string): string[] =>
  explanation![member]!.evidence.map((e) => e.rule);

describe('records that each are a sum of money: a total or an average of them adds up their amount', () => {
  test('"total <fees> per <owner>" adds up the fees\' amount per owner', () => {
    const { analysis, explanation } = analyze('total fees per owner', MARINA, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('amount');
    expect(analysis.groupBy).toEqual(['owner_id']);
    expect(rules(explanation, 'metric')).toContain('metric.money-records');
  });

  test('"average <fee> by <kind>" averages the amount', () => {
    const { analysis, explanation } = analyze('average fee by fee kind', MARINA, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('amount');
    expect(rules(explanation, 'metric')).toContain('metric.records-amount');
  });

  test('"how many fees" still counts them', () => {
    const { analysis } = analyze('how many fees per owner', MARINA);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });

  test('a total of records that are no sum of money counts them', () => {
    const { analysis } = analyze('total berths per pontoon', MARINA);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });
});

describe('money spent on things named after "on" is what those things cost', () => {
  test('"how much did we spend on gear" adds up the gear\'s price, not another collection\'s amount', () => {
    const { analysis, explanation } = analyze('how much did we spend on gear bought in 2023?', MARINA, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('price');
    expect(rules(explanation, 'metric')).toContain('metric.money-verb');
  });
});

describe('a price superlative reads the ranked records\' own rent before another collection\'s amount', () => {
  test('"the 3 most expensive berths" ranks berths by their nightly rent', () => {
    const { analysis } = analyze('the 3 most expensive berths', MARINA);
    expect(analysis.sort).toEqual({ nightly_rent: -1 });
  });

  test('"the cheapest berth" ranks the other way', () => {
    expect(analyze('the cheapest berth', MARINA).analysis.sort).toEqual({ nightly_rent: 1 });
  });
});

describe('"strongest" ranks a drink by its alcohol by volume', () => {
  test('the strongest pressing', () => {
    const { analysis } = analyze('the strongest pressing of 2024', CIDERY);
    expect(analysis.sort).toEqual({ abv: -1 });
    expect(analysis.limit).toBe(1);
  });

  test('the weakest pressing', () => {
    expect(analyze('the weakest pressing', CIDERY).analysis.sort).toEqual({ abv: 1 });
  });
});
