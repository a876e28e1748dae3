import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a fleet schema: no collection for depots, regions or models, only the key columns that name them
const FLEET = {
  fields: ['VehicleId', 'DepotCode', 'RegionName', 'ModelNo', 'Capacity', 'ticketId', 'severity', 'raisedAt', 'isLate'],
  collections: ['Vehicles', 'Tickets'],
};
const run = (prompt: string, schema = FLEET) => analyze(prompt, schema).analysis;

describe('group key named by the word its key column starts with', () => {
  test.each([
    ['Number of vehicles per depot', ['DepotCode']],
    ['vehicles by depot', ['DepotCode']],
    ['average capacity per region', ['RegionName']],
    ['Count vehicles by model', ['ModelNo']],
  ])('%p → %p', (prompt, groupBy) => {
    expect(run(prompt).groupBy).toEqual(groupBy);
  });

  test('ranked by a count: the top group', () => {
    const a = run('Which depot has the most vehicles?');
    expect(a.groupBy).toEqual(['DepotCode']);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
  });

  test('a field named by the word itself wins over a key column', () => {
    expect(run('vehicles by depot', { ...FLEET, fields: [...FLEET.fields, 'depot'] }).groupBy).toEqual(['depot']);
  });

  test.each(['vehicles by capacity', 'Number of vehicles per garage'])('%p: no key column starts with the word → no such key', (prompt) => {
    expect(run(prompt).groupBy).not.toContain('DepotCode');
  });
});

describe('count ranking over records qualified by a value already read as a filter', () => {
  const schema = { fields: ['orderId', 'customerId', 'totalAmount', 'status', 'orderDate', 'price'], collections: ['customers', 'orders'] };
  test('"placed the most cancelled orders" counts orders per customer, the value stays a filter', () => {
    const a = run('Which customer placed the most cancelled orders?', schema);
    expect(a.groupBy).toEqual(['customerId']);
    expect(a.operation).toBe('$count');
    expect(Object.keys(a.filters)).toEqual(['status']);
  });
  test('an adjective that is no value stays a value ranking', () => {
    expect(run('the most expensive orders', schema).groupBy).toEqual([]);
  });
});

describe('a collection after a grouping word keyed by its key column when no id links it', () => {
  const schema = { fields: ['account_no', 'branch_code', 'balance', 'opened_on', 'branch_name', 'city'], collections: ['accounts', 'branches'] };
  test.each([
    'Number of accounts opened per branch',
    'Number of accounts per branch',
    'count accounts by branch',
  ])('%p → branch_code', (prompt) => {
    expect(run(prompt, schema).groupBy).toEqual(['branch_code']);
  });
});
