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

  test('a word between them says whose amount: not the field called just that, but the budget\'s own figure', () => {
    expect(run('total budget amount').metric).toBe('budget.planned');
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

// deposits keep their own amount; savings plans keep a minimumDeposit, whose name ends in the deposits' noun
const SAVINGS = {
  fields: ['planId', 'planName', 'minimumDeposit', 'depositId', 'amount', 'branchCode', 'madeAt'],
  collections: ['plans', 'deposits'],
};
// charges keep their own Amount; the tariffs keep a Base_Charge
const TARIFFS = { fields: ['Tariff_Code', 'Base_Charge', 'Charge_ID', 'Tariff_Code_Ref', 'Amount', 'Charged_On'], collections: ['Tariffs', 'Charges'] };

describe('a collection\'s noun read as the end of another field names the records accumulated: their own measure', () => {
  test('"total deposit amount per branch" sums the deposits\' amount, not minimumDeposit', () => {
    const { analysis, explanation } = analyze('total deposit amount for each branch', SAVINGS, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('amount');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.field.records-own-measure')).toBe(true);
  });

  test('"max charge in 2024" takes the charges\' only measure', () => {
    const a = run('max charge in 2024', TARIFFS);
    expect(a.operation).toBe('$max');
    expect(a.metric).toBe('Amount');
  });

  test('the field named in full stays: "total minimum deposit"', () => {
    expect(run('total minimum deposit across plans', SAVINGS).metric).toBe('minimumDeposit');
  });
});

describe('a collection\'s noun read as another collection\'s field, then a field the records keep: that field', () => {
  // cabins keep their nightly fee; stays point at a cabin by its number
  const CABINS = { fields: ['CabinId', 'cabinName', 'berths', 'nightlyFee', 'Stays', 'Stays.Code', 'Stays.Cabin', 'Stays.Guests'], collections: ['Cabins'] };
  test('"the average cabin fee" averages the cabins\' nightlyFee, not the stays\' Cabin', () => {
    const a = run('Grouping by berths, give the average cabin fee', CABINS);
    expect(a.operation).toBe('$avg');
    expect(a.metric).toBe('nightlyFee');
  });
});
