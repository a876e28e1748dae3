import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: having none of an embedded array', () => {
  const SHOP = { fields: ['customerId', 'name', 'orders', 'orders.orderId', 'orders.total', 'reviews', 'reviews.stars'], collections: ['customers'] };

  test.each([
    ['customers who never placed an order', 'orders'],
    ['customers with no reviews', 'reviews'],
    ['customers without any orders', 'orders'],
  ])('%p', (prompt, field) => {
    expect(filters(prompt, SHOP)).toEqual({ [field]: { $size: 0 } });
  });

  test('"no more than" is a comparison, not an absence', () => {
    expect(filters('customers with no more than 3 reviews', SHOP)).not.toHaveProperty('reviews');
  });
});

describe('filters: what a denial does not empty', () => {
  const LEAGUE = {
    fields: ['team_id', 'name', 'other_details', 'matches', 'matches.match_id', 'matches.kind', 'Plays_in', 'Plays_in.arena_id'],
    collections: ['teams'],
  };

  test('"other" sets things apart, it denies nothing', () => {
    expect(filters('show the team id and other details for all matches', LEAGUE)).toEqual({});
  });

  test('a condition on the array\'s records is what the denial negates', () => {
    expect(filters("teams without a match of kind 'friendly'", LEAGUE)).toEqual({ 'matches.kind': 'friendly' });
  });

  test('a name ending in a preposition is not called by it', () => {
    expect(filters('teams not in the top division', LEAGUE)).not.toHaveProperty('Plays_in');
  });
});

describe('filters: which of several arrays a denial empties', () => {
  const CATALOG = {
    fields: ['product_id', 'product_name', 'Events', 'Events.event_id', 'Products_in_Events', 'Products_in_Events.event_id',
      'Part_Faults', 'Part_Faults.fault_id', 'Fault_Log', 'Fault_Log.log_id'],
    collections: ['products'],
  };
  test('the array whose name holds more of the question\'s words', () => {
    expect(filters('products that are not in any event', CATALOG)).toEqual({ Products_in_Events: { $size: 0 } });
  });
  test('a word that opens the name of the array named by the next word', () => {
    expect(filters('products without any fault log entries', CATALOG)).toEqual({ Fault_Log: { $size: 0 } });
  });
});

describe('filters: a denial over records that a later condition describes', () => {
  const HARBOURS = { fields: ['Harbour_ID', 'Harbour_name', 'Berths', 'Pier', 'Pier.Pier_ID', 'Pier.Pier_name', 'Pier.Opened'], collections: ['harbours'] };
  test.each([
    'List every harbour except the ones with a pier opened in 1990.',
    'Which harbours have no pier that opened in 1990?',
  ])('negates that condition, it does not empty the array: %p', (prompt) => {
    expect(filters(prompt, HARBOURS)).toEqual({ 'Pier.Opened': 1990 });
  });
});
