import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a courier's parcels, a kiln workshop, a tea merchant, a tutoring centre, a token-reward arcade
const PARCELS = { fields: ['parcel_id', 'sender', 'weight_kg', 'length_cm', 'status', 'route_id', 'stop_count'], collections: ['parcels', 'routes'] };
const KILNS = {
  fields: ['kiln_id', 'kiln_label', 'hourly_rate', 'firing_id', 'kiln_ref', 'firing_minutes', 'fired_at', 'fee_charged', 'glaze'],
  collections: ['firings', 'kilns'],
};
const TEAS = {
  fields: ['sku', 'tea_name', 'vintage', 'origin', 'price', 'stock_qty', 'order_no', 'ordered_on', 'total_amount', 'buyer_city'],
  collections: ['orders', 'teas'],
};

describe('tokens: a number glued to its unit reads as the number and the unit', () => {
  test.each([
    ['parcels heavier than 25kg', { weight_kg: { $gt: 25 } }],
    ['parcels over 2.5KG', { weight_kg: { $gt: 2.5 } }],
    ['parcels longer than 80cm', { length_cm: { $gt: 80 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, PARCELS).analysis.filters).toEqual(expected);
  });

  test('a glued k or m still multiplies, and an ordinal stays a word', () => {
    expect(analyze('parcels over 5k', PARCELS).analysis.rawTokens).toEqual(['parcels', 'over', '5k']);
    expect(analyze('the 3rd parcel', PARCELS).analysis.rawTokens).toEqual(['the', '3rd', 'parcel']);
  });
});

describe('operation: a unit word after a number is no accumulator', () => {
  test('"20 min" measures the firing, it asks for no minimum', () => {
    const { analysis, explanation } = analyze('firings that ran over 20 min', KILNS, { explain: true });
    expect(analysis.operation).toBeNull();
    expect(analysis.filters).toEqual({ firing_minutes: { $gt: 20 } });
    expect(explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.no-aggregate+unit-after-number');
  });

  test('"min" before a field still asks for the minimum', () => {
    expect(analyze('min firing minutes per kiln', KILNS).analysis.operation).toBe('$min');
  });
});

describe('filters: a rate written with a slash is kept in the field its period names', () => {
  test('"$30/hr" is the hourly rate', () => {
    const { analysis, explanation } = analyze('kilns renting for more than $30/hr', KILNS, { explain: true });
    expect(analysis.filters).toEqual({ hourly_rate: { $gt: 30 } });
    expect(explanation?.filters.evidence[0]?.rule).toContain('+periodic-field');
  });

  test('a sum with no period stays on the fee', () => {
    expect(analyze('firings that cost more than $30', KILNS).analysis.filters).toEqual({ fee_charged: { $gt: 30 } });
  });
});

describe('filters: the noun after a compared number, kept by the records named before it', () => {
  const ARCADE = {
    fields: ['play_id', 'player_ref', 'tokensEarned', 'machine', 'player_id', 'handle', 'tokenBalance', 'joined'],
    collections: ['players', 'plays'],
  };

  test('players with many tokens: what the players hold', () => {
    const { analysis, explanation } = analyze('players with more than 900 tokens', ARCADE, { explain: true });
    expect(analysis.filters).toEqual({ tokenBalance: { $gt: 900 } });
    expect(explanation?.filters.evidence[0]?.rule).toContain('+named-records-namesake');
  });

  test('plays with many tokens: the plays\' own field', () => {
    expect(analyze('plays with more than 900 tokens', ARCADE).analysis.filters).toEqual({ tokensEarned: { $gt: 900 } });
  });
});

describe('filters: a sum of money the field said cannot hold is on the money field listed beside it', () => {
  test('a vintage year and a price', () => {
    const { analysis, explanation } = analyze('2019 vintage oolongs below $20', TEAS, { explain: true });
    expect(analysis.filters).toEqual({ vintage: 2019, price: { $lt: 20 } });
    const rules = explanation?.filters.evidence.map((e) => e.rule) ?? [];
    expect(rules).toContain('filters.compare$lt+holds-quantity+money-beside-field');
    expect(rules).toContain('filters.stored-year+noun-after-untimed-year');
  });

  test('a year with no field named after it binds to no field', () => {
    expect(analyze('2019 teas from Assam', TEAS).analysis.filters.vintage).toBeUndefined();
  });
});

describe('time: a terse periodic report closed by its year', () => {
  const SIGNUPS = { fields: ['signup_id', 'signed_up_on', 'plan', 'ticket_number'], collections: ['signups'] };

  test('"weekly signups 2023" reports on 2023', () => {
    const { analysis, explanation } = analyze('weekly signups 2023', SIGNUPS, { explain: true });
    expect(analysis.timeFrame).toEqual({ start: '2023-01-01', end: '2024-01-01' });
    expect(explanation?.timeFrame.evidence[0]?.rule).toBe('time.trailing-year');
  });

  test('a key\'s word before the number keeps it a key', () => {
    expect(analyze('weekly ticket number 2023', SIGNUPS).analysis.timeFrame).toBeNull();
  });
});

describe('filters: a bound written after the field that follows the number', () => {
  const ROOMS = { fields: ['room_no', 'beds', 'floor_area', 'nightly_price'], collections: ['rooms'] };

  test('"3 beds or more" bounds the beds', () => {
    const { analysis, explanation } = analyze('rooms having 3 beds or more', ROOMS, { explain: true });
    expect(analysis.filters).toEqual({ beds: { $gte: 3 } });
    expect(explanation?.filters.evidence[0]?.rule).toBe('filters.trailing-compare+field-between');
  });

  test('with no bound after the field the number is an equality', () => {
    expect(analyze('rooms having 3 beds', ROOMS).analysis.filters).toEqual({ beds: 3 });
  });
});

describe('filters: copies made are the batch quantity', () => {
  const BATCHES = { fields: ['batch_id', 'pressed_on', 'quantity', 'label_name'], collections: ['batches'] };

  test('over N copies', () => {
    const { analysis, explanation } = analyze('batches over 4000 copies', BATCHES, { explain: true });
    expect(analysis.filters.quantity).toEqual({ $gt: 4000 });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.compare$gt+counted-unit');
  });
});

describe('filters: a timestamp of when a thing was done holds no name', () => {
  test('a place name is not the time a firing was done', () => {
    expect(analyze('total fee of everything fired at the Ashby studio', KILNS).analysis.filters.fired_at).toBeUndefined();
  });
});
