import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** The question totals `metric` per `groupBy`, by operation.sum-per-group. */
function expectSumPerGroup(prompt: string, schema: Parameters<typeof analyze>[1], metric: string, groupBy: string[]): void {
  const result = analyze(prompt, schema, { explain: true });
  expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy]).toEqual(['$sum', metric, groupBy]);
  expect(result.explanation?.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
}

describe('an amount named first and then grouped is totalled per group (operation.sum-per-group)', () => {
  // an invented dog-grooming salon: each appointment keeps its fee and the groomer
  const SALON = { fields: ['appointment_id', 'groomer', 'breed', 'fee', 'booked_for'], collections: ['appointments'] };
  test('the sum of the amount per group, not a count', () => {
    expectSumPerGroup('fee per groomer', SALON, 'fee', ['groomer']);
  });
  test('records named first are still counted per group', () => {
    expect(analyze('appointments per groomer', SALON).analysis.operation).toBe('$count');
  });
  // an invented orchard co-op: each harvest keeps the crates picked and the picker
  const ORCHARD = { fields: ['picker_id', 'picker_name', 'harvest_id', 'crates_picked', 'harvest_day'], collections: ['pickers', 'harvests'] };
  test('things done named first, then "by each" record, are totalled per record', () => {
    expectSumPerGroup('crates picked by each picker in 2021', ORCHARD, 'crates_picked', ['picker_id']);
  });
  test('a "by" naming one record is no group', () => {
    expect(analyze('crates picked by picker 4', ORCHARD).analysis.groupBy).toEqual([]);
  });
});

describe('hours and values named first and then grouped are totalled per group (operation.sum-per-group)', () => {
  // an invented repair shop: jobs keep the hours a mechanic logged and the value of the parts fitted
  const SHOP = { fields: ['job_id', 'mechanic', 'bay', 'labourHours', 'partsValue', 'opened_on'], collections: ['jobs'] };
  test.each([
    ['labour hours per mechanic', 'labourHours', ['mechanic']],
    ['parts value by bay', 'partsValue', ['bay']],
  ])('%p', (prompt, metric, groupBy) => {
    expectSumPerGroup(prompt, SHOP, metric, groupBy);
  });
});

describe('money fields ending in a currency are amounts added up per group (operation.sum-per-group)', () => {
  // an invented kennel: one flat list of the stays' and the walks' fields
  const KENNEL = {
    fields: ['_id', 'stay_id', 'dog_name', 'kennel_block', 'nights', 'charge_usd', 'walk_id', 'walker', 'route', 'minutes', 'fee_usd'],
    collections: ['stays', 'walks'],
  };
  test('a fee named in a currency is totalled per group', () => {
    expectSumPerGroup('walk fees per walker', KENNEL, 'fee_usd', ['walker']);
  });
  test('revenue by a key of the stays totals the stays\' own charge, not the walks\' fee', () => {
    const result = analyze('revenue by kennel block', KENNEL);
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy]).toEqual(['$sum', 'charge_usd', ['kennel_block']]);
  });
  test.each(['walks per walker', 'dogs per kennel block', 'routes by walker'])('%p is still counted', (prompt) => {
    expect(analyze(prompt, KENNEL).analysis.operation).toBe('$count');
  });
  // a currency after a word that keeps no money is no amount to add up
  test('a deposit in a currency per group is not summed by its name alone', () => {
    const HIRE = { fields: ['hire_id', 'bike_type', 'deposit_eur', 'hired_on'], collections: ['hires'] };
    expect(analyze('deposit per bike type', HIRE).analysis.operation).not.toBe('$sum');
  });
});

describe('groups ranked "by" a total by nature add up the grouped records\' money (rankedByTotal)', () => {
  // an invented ferry line: one flat list of the tickets' and the cargo loads' fields
  const FERRY = {
    fields: ['_id', 'ticket_no', 'cabin_class', 'fare_eur', 'sailed_on', 'load_id', 'haulier', 'tonnes', 'charge_eur'],
    collections: ['tickets', 'loads'],
  };
  test('the top groups by revenue are the top totals of the grouped records\' own money field', () => {
    const result = analyze('top 2 cabin classes by revenue', FERRY, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.groupBy, result.analysis.sort, result.analysis.limit])
      .toEqual(['$sum', 'fare_eur', ['cabin_class'], { fare_eur: -1 }, 2]);
    expect(result.explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.grouped-figure+same-words');
  });
  test.each(['top 2 cabin classes by tickets sold', 'top 3 hauliers by tonnes', 'top 3 hauliers'])('%p does not add up money', (prompt) => {
    const { operation, metric } = analyze(prompt, FERRY).analysis;
    expect(metric === 'fare_eur' || metric === 'charge_eur').toBe(false);
    expect(operation === '$sum' && metric === null).toBe(false);
  });
  test('records ranked by revenue, with no group, are not totalled', () => {
    const SHOPS = { fields: ['shop_id', 'town', 'revenue'], collections: ['shops'] };
    expect(analyze('top 3 shops by revenue', SHOPS).analysis.groupBy).toEqual([]);
  });
});

describe('a noun of a total by nature opening the question, after its records, adds up their money per group (openingUnits)', () => {
  // an invented inn: one flat list of the room bookings', the bar orders' and the spa treatments' fields
  const INN = {
    fields: ['_id', 'booking_id', 'guest_name', 'room_type', 'amount_usd', 'checkin_date', '_id', 'order_id', 'table_no', 'waiter', 'bill_total', 'served_at', '_id', 'treatment_id', 'therapist', 'duration_min', 'fee_usd'],
    collections: ['bookings', 'orders', 'treatments'],
  };
  test.each([
    ['order takings per waiter', 'bill_total', ['waiter']],
    ['turnover by room type', 'amount_usd', ['room_type']],
    ['booking income by month', 'amount_usd', ['month']],
  ])('%p', (prompt, metric, groupBy) => {
    expectSumPerGroup(prompt, INN, metric, groupBy);
  });
  test.each(['orders per waiter', 'bookings by room type', 'guests per room type'])('%p is still counted', (prompt) => {
    expect(analyze(prompt, INN).analysis.operation).toBe('$count');
  });
});

describe('only a currency after a money word makes it money (namedByHead)', () => {
  // an invented courier firm: a distance whose first word is "total", and a fee in euros
  const COURIER = { fields: ['_id', 'drop_id', 'rider', 'district', 'total_km', 'fee_eur'], collections: ['drops'] };
  test.each([
    ['how much did the drops bring in', '$sum', 'fee_eur'],
    ['top 3 riders by revenue', '$sum', 'fee_eur'],
  ])('%p adds up the money, not the distance', (prompt, op, metric) => {
    expect([analyze(prompt, COURIER).analysis.operation, analyze(prompt, COURIER).analysis.metric]).toEqual([op, metric]);
  });
  test('a share named "cost" in a percentage is no cost added up per group', () => {
    const AUDIT = { fields: ['_id', 'audit_id', 'branch', 'overhead_cost_pct', 'audited_on'], collections: ['audits'] };
    const { operation, metric } = analyze('overhead cost per branch', AUDIT).analysis;
    expect(operation === '$sum' && metric === 'overhead_cost_pct').toBe(false);
  });
  test('a distance alone is no worth of the records', () => {
    const HAULS = { fields: ['_id', 'haul_id', 'lorry', 'total_miles', 'left_on'], collections: ['hauls'] };
    expect(analyze('top 2 lorries by turnover', HAULS).analysis.metric).not.toBe('total_miles');
  });
});

describe('the top groups by a total by nature are ordered by that total (sort.summed-figure+top-groups)', () => {
  // an invented courier firm: the records keep one fee in euros
  const COURIER = { fields: ['_id', 'drop_id', 'rider', 'district', 'total_km', 'fee_eur'], collections: ['drops'] };
  test.each([
    ['top 3 districts by takings', -1],
    ['top 2 riders by turnover', -1],
    ['bottom 4 districts by earnings', 1],
  ] as const)('%p', (prompt, direction) => {
    const result = analyze(prompt, COURIER, { explain: true });
    expect([result.analysis.operation, result.analysis.metric, result.analysis.sort]).toEqual(['$sum', 'fee_eur', { fee_eur: direction }]);
    expect(result.explanation?.sort.evidence.map((e) => e.rule)).toContain('sort.summed-figure+top-groups');
  });
  test.each(['top 3 districts', 'first 3 districts by takings'])('%p is not ordered by the fees', (prompt) => {
    expect(analyze(prompt, COURIER).analysis.sort).not.toEqual({ fee_eur: -1 });
  });
});
