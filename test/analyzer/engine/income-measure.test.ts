import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Made-up schemas: a register of residents; parcel depots keeping a count of parcels beside their fees; a campsite's bookings beside its shop sales. */
const RESIDENTS = { fields: ['resident_id', 'district', 'yearly_salary', 'rent_paid', 'visits_total'], collections: ['residents'] };
const DEPOTS = { fields: ['depot', 'total_parcels', 'fee_eur', 'month', 'total_weight'], collections: ['depots'] };
const CHARGED_DEPOTS = { fields: ['depot', 'total_parcels', 'charge', 'month'], collections: ['depots'] };
const WEIGHED_DEPOTS = { fields: ['depot', 'total_parcels', 'month', 'total_weight'], collections: ['depots'] };
const CAMPSITE = { fields: ['booking_id', 'pitch_id', 'nights', 'booking_total_eur', 'sale_id', 'shop_amt_eur', 'sold_on'], collections: ['bookings', 'shop_sales'] };
const ROUTES = { fields: ['route', 'total_km', 'total_stops'], collections: ['trips'] };

describe('"income" reads a person\'s salary, or a total in money; never a total of things', () => {
  test.each([
    ['average income by district', RESIDENTS, '$avg', 'yearly_salary'],
    ['income per depot', DEPOTS, '$sum', 'fee_eur'],
    ['income per depot', CHARGED_DEPOTS, '$sum', 'charge'],
    ['total booking income per pitch', CAMPSITE, '$sum', 'booking_total_eur'],
  ])('%p → %p of %p', (prompt, schema, operation, metric) => {
    expect(analyze(prompt, schema).analysis).toMatchObject({ operation, metric });
  });

  test.each([
    ['total income per month', WEIGHED_DEPOTS],
    ['income per route', ROUTES],
  ])('%p totals no count, weight or distance', (prompt, schema) => {
    expect(analyze(prompt, schema).analysis.metric).toBeNull();
  });
});
