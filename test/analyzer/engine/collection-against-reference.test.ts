import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A flat list: hulls keep their code, invoices their fee; no pointer at the hull is listed with the invoices. */
const SCHEMA = { fields: ['_id', 'hull_code', 'hull_name', 'tonnage', 'invoice_no', 'issued_dt', 'fee_amt'], collections: ['hulls', 'invoices'] };

describe('collection: "against" leads a reference to an identified record, like "for" or "on"', () => {
  test('a measure charged against an identified record is read where it is kept', () => {
    const result = analyze('total fee amount charged against hull HX-44', SCHEMA);
    expect(result.analysis.collection[0]).toBe('invoices');
  });

  test('with nothing accumulated or named before it, the record identified is still the one asked for', () => {
    expect(analyze('anything logged against hull HX-44', SCHEMA).analysis.collection[0]).toBe('hulls');
  });
});
