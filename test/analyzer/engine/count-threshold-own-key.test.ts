import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a harbour schema: berths, vessels moored at them, and leases signed by builders
const HARBOUR = {
  fields: ['_id', 'berth_no', 'Quay', 'depth_m', 'lease_number', 'builder_id', 'lease_type', 'status', 'fee_amount', 'company_name', 'trade'],
  collections: ['berths', 'builders', 'leases'],
};

describe('a count threshold is no condition on the group key or on a field its counted collection noun names', () => {
  test('the group key is not compared with the count', () => {
    const { analysis, explanation } = analyze('quays holding more than 12 berths', HARBOUR, { explain: true });
    expect(analysis.groupBy).toEqual(['Quay']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.count-threshold');
    expect(analysis.filters).toEqual({});
  });

  test('a field read from the counted collection noun alone is not compared with the count', () => {
    const { analysis } = analyze('builders with more than 6 leases', HARBOUR);
    expect(analysis.operation).toBe('$count');
    expect(analysis.filters).toEqual({});
  });

  test('a comparison outside the counted phrase stays', () => {
    const { analysis } = analyze('quays holding more than 12 berths with depth over 9', HARBOUR);
    expect(analysis.groupBy).toEqual(['Quay']);
    expect(Object.keys(analysis.filters)).toEqual(['depth_m']);
  });
});

describe('a field of the counted noun that keeps a number', () => {
  test('may hold the compared number', () => {
    const schema = { fields: ['_id', 'hall_name', 'guest_capacity', 'guest_id', 'guest_name'], collections: ['halls', 'guests'] };
    expect(Object.keys(analyze('how many rooms per hall, for halls able to support above 100 guests', schema).analysis.filters)).toEqual(['guest_capacity']);
  });
});
