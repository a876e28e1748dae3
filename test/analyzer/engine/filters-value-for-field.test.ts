import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a quoted value "for" a field whose whole name ends the clause fills that field', () => {
  // tenants keep how they pay rent; each tenant embeds typed addresses and their orders
  const TENANTS = {
    fields: ['tenant_id', 'tenant_name', 'payment_method', 'since_date', 'Tenant_Addresses', 'Tenant_Addresses.tenant_id',
      'Tenant_Addresses.address_type', 'Tenant_Orders', 'Tenant_Orders.order_status'],
    collections: ['Tenants', 'Buildings'],
  };

  test('"\'Cheque\' for payment method" goes to payment_method, not a kind field of other records', () => {
    const { analysis } = analyze('Which tenants use "Cheque" for payment method?', TENANTS);
    expect(analysis.filters).toEqual({ payment_method: 'Cheque' });
  });

  test('"for" before words that name no whole field leaves the value to the other readings', () => {
    const { analysis } = analyze('Which tenants use "Cheque" for the summer?', TENANTS);
    expect(Object.keys(analysis.filters)).not.toContain('payment_method');
  });

  test('"for" before an object\'s name (`payment` holding `payment.method`) does not put the value in the object', () => {
    const PAYERS = { fields: ['tenant_id', 'tenant_name', 'payment', 'payment.method', 'payment.due_day', 'since_date'], collections: ['Tenants'] };
    const { analysis } = analyze('Which tenants use "Cheque" for payment?', PAYERS);
    expect(Object.keys(analysis.filters)).not.toContain('payment');
  });
});
