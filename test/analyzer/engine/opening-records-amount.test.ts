import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an inn: guests embed their stays, each stay keeps what was charged for the room
const INN = {
  fields: ['_id', 'guest_id', 'full_name', 'home_city', 'stays.stay_id', 'stays.arrived_on', 'stays.nights', 'stays.room_charge', 'clerk_id', 'clerk_name'],
  collections: ['clerks', 'guests'],
};

// a market: stalls and the takings each till ticket records
const MARKET = {
  fields: ['_id', 'stall_id', 'stall_name', 'ticket_id', 'issued_at', 'total_amount', 'paid_with'],
  collections: ['stalls', 'tickets'],
};

describe('an amount noun after a word naming the records that keep it', () => {
  test('is totalled per group from those records', () => {
    const { analysis, explanation } = analyze('stay revenue by month', INN, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('stays.room_charge');
    expect(explanation!.operation.evidence.map((e) => e.rule)).toContain('operation.sum-per-group');
  });

  test('a record word before no amount noun counts per group', () => {
    expect(analyze('stay count by month', INN).analysis.operation).toBe('$count');
  });
});

describe('sales name the total amount a ticket records', () => {
  test('"sales" per period sums the total amount', () => {
    const { analysis } = analyze('weekly sales in 2023', MARKET);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('total_amount');
  });
});
