import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Made-up schemas: a campsite's pitch bookings beside its shop sales, and a register of residents. */
const CAMPSITE = { fields: ['booking_id', 'pitch_id', 'nights', 'booking_total_eur', 'sale_id', 'shop_amt_eur', 'sold_on'], collections: ['bookings', 'shop_sales'] };
const RESIDENTS = { fields: ['resident_id', 'district', 'yearly_salary', 'rent_paid', 'visits_total'], collections: ['residents'] };

describe('"income" reads the money taken in, or a person\'s salary', () => {
  test.each([
    ['total booking income per pitch', CAMPSITE, '$sum', 'booking_total_eur'],
    ['average income by district', RESIDENTS, '$avg', 'yearly_salary'],
  ])('%p → %p of %p', (prompt, schema, operation, metric) => {
    expect(analyze(prompt, schema).analysis).toMatchObject({ operation, metric });
  });

  test('money paid out is no income', () => {
    expect(analyze('average income by district', RESIDENTS).analysis.metric).not.toBe('rent_paid');
  });
});
