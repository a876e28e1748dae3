import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// fleet vehicles embed their leases, each with the company leasing it out
const FLEET = {
  fields: ['plate_no', 'first_registered', 'odometer_km', 'driver_name', 'leases', 'leases.lessor_company', 'leases.monthly_fee', 'leases.signed_on'],
  collections: ['vehicles'],
};

describe('filters: a name closed by a company word is read against the fields for a company', () => {
  test.each([
    ['plates of the vans leased from Brightwater Holdings', 'Brightwater Holdings'],
    ['how many leases were signed with Kestrel Motors Ltd', 'Kestrel Motors Ltd'],
  ] as const)('%p', (prompt, company) => {
    const { analysis, explanation } = analyze(prompt, FLEET, { explain: true });
    expect(analysis.filters).toEqual({ 'leases.lessor_company': company });
    expect(explanation?.filters.evidence.map((e) => e.rule)[0]).toContain('+company-name');
  });
});
