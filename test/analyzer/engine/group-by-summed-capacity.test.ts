import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('operation: a capacity field named first and grouped is totalled per group (operation.sum-per-group)', () => {
  // an invented concert circuit: halls and the buses that bring audiences
  const CIRCUIT = { fields: ['_id', 'Hall_ID', 'Hall_Name', 'City', 'Capacity', 'Bus_ID', 'Company', 'Seats'], collections: ['halls', 'buses'] };

  test('"capacity by city" sums the capacity', () => {
    const r = analyze('capacity by city', CIRCUIT, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$sum', metric: 'Capacity', groupBy: ['City'] });
    expect(r.explanation?.operation.evidence.map((e) => e.rule)).toEqual(['operation.sum-per-group']);
  });

  test('"seats per company" sums the seats', () => {
    expect(analyze('seats per company', CIRCUIT).analysis).toMatchObject({ operation: '$sum', metric: 'Seats', groupBy: ['Company'] });
  });
});
