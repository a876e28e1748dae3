import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// generic measure words as whole field names, flat and nested
const LEDGER = { fields: ['entry_id', 'amount', 'kind', 'posted_at', 'loans', 'loans.amount', 'loans.rate', 'budget.planned'], collections: ['entries'] };
const run = (prompt: string, schema = LEDGER) => analyze(prompt, schema).analysis;

describe('a generic measure word right after an accumulator names the field called just that', () => {
  test.each([
    ['total amount', '$sum', 'amount'],
    ['What is the total amount of deposits?', '$sum', 'amount'],
    ['average amount per month', '$avg', 'amount'],
    ['the maximum amount', '$max', 'amount'],
    ['total amount of the loans', '$sum', 'loans.amount'],
  ] as const)('%p → %p of %p', (prompt, op, metric) => {
    const a = run(prompt);
    expect(a.operation).toBe(op);
    expect(a.metric).toBe(metric);
  });

  test('a word between them says whose amount: no field taken', () => {
    expect(run('total budget amount').metric).not.toBe('amount');
  });

  test('no field called so: no metric', () => {
    expect(run('average value').metric).toBeNull();
  });
});

describe('a generic measure word after embedded records names the child holding a measure', () => {
  // depots embedding shipments that keep a declared amount beside a count of pallets
  const DEPOTS = { fields: ['depot_code', 'shipments', 'shipments.shipment_ref', 'shipments.pallet_count', 'shipments.declared_amount'], collections: ['depots'] };
  test.each([
    ['Give the mean shipment value for every depot.', '$avg'],
    ['the total shipment value', '$sum'],
  ] as const)('%p → %p of the declared amount', (prompt, op) => {
    const a = run(prompt, DEPOTS);
    expect(a.operation).toBe(op);
    expect(a.metric).toBe('shipments.declared_amount');
  });
});
