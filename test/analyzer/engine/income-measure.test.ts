import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Made-up schemas: a register of residents; parcel depots keeping a count of parcels beside their fees. */
const RESIDENTS = { fields: ['resident_id', 'district', 'yearly_salary', 'rent_paid', 'visits_total'], collections: ['residents'] };
const DEPOTS = { fields: ['depot', 'total_parcels', 'fee_eur', 'month', 'total_weight'], collections: ['depots'] };

describe('"income" reads a person\'s salary, never a total of things', () => {
  test('average income by district → $avg yearly_salary', () => {
    expect(analyze('average income by district', RESIDENTS).analysis).toMatchObject({ operation: '$avg', metric: 'yearly_salary' });
  });

  test.each([['income per depot'], ['total income per month']])('%p does not total a count or a weight', (prompt) => {
    expect(['total_parcels', 'total_weight']).not.toContain(analyze(prompt, DEPOTS).analysis.metric);
  });
});
