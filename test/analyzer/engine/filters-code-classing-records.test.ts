import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented land registry: parcels with a zoning kind and their own code, surveyors who measure them
const REGISTRY: readonly [string[], string[]] = [
  ['parcel_id', 'parcel_code', 'zoning_type_code', 'zoning_type_desc', 'area_ha', 'surveyor_id', 'surveyor_id', 'full_name', 'licence_no'],
  ['parcels', 'surveyors'],
];
// an invented tool library: tools keep their own code and a category, loans a band code for the fee
const LIBRARY: readonly [string[], string[]] = [
  ['tool_id', 'tool_code', 'category', 'replacement_cost', 'loan_id', 'tool_id', 'fee_band_code', 'loaned_on'],
  ['tools', 'loans'],
];

describe('filters: a code right before the records it classes goes to their classing field', () => {
  test('a word in capitals before a plural noun naming a collection: its kind code', () => {
    expectFilters('list the AGRI parcels', REGISTRY, { zoning_type_code: 'AGRI' }, 'filters.code+capitals-classing-records');
  });
  test('a code with digits before the records: the same field, not a key its letters abbreviate', () => {
    expectFilters('how many Z3 parcels are there', REGISTRY, { zoning_type_code: 'Z3' }, 'filters.code+classes-records-after');
  });
  test('records whose only code is their own: their category classes them', () => {
    expectFilters('show HVY tools', LIBRARY, { category: 'HVY' }, 'filters.code+capitals-classing-records');
  });
  test('records without a kind field: the one code field that is not their own', () => {
    expectFilters('count the FB2 loans', LIBRARY, { fee_band_code: 'FB2' }, 'filters.code+classes-records-after');
  });
  test('no plural noun naming records after the capitals: the rule stays silent', () => {
    expect(filterEvidence(runOnSchema('parcels surveyed by AGRI', ...REGISTRY))).not.toContain('classing-records');
  });
});
