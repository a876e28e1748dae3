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
  test('letters abbreviating the key or code of other records than the ones after the code: theirs, no class', () => {
    expectFilters('count the TL-004 loans', LIBRARY, { tool_code: 'TL-004' }, 'filters.code+letter-prefix');
  });
  test('no plural noun naming records after the capitals: the rule stays silent', () => {
    expect(filterEvidence(runOnSchema('parcels surveyed by AGRI', ...REGISTRY))).not.toContain('classing-records');
  });
});

// an invented animal shelter: dogs with one status code, and the shelters they are kept or were first taken in at
const SHELTER: readonly [string[], string[]] = [
  ['dog_id', 'dog_name', 'breed', 'status_code', 'shelter_id', 'intake_shelter_id', 'shelter_id', 'shelter_name', 'town'],
  ['dogs', 'shelters'],
];

describe('filters: codes glossing a state or keyed in a role', () => {
  test('capitals in brackets after a participle write that state: the one status code keeps them', () => {
    expectFilters('how many dogs were rehomed (RHM)?', SHELTER, { status_code: 'RHM' }, 'filters.proper-value+state-code+glossing-participle');
  });
  test('capitals in brackets after a plain noun gloss no state', () => {
    expect(filterEvidence(runOnSchema('dogs of the terrier breed (TRR)', ...SHELTER))).not.toContain('glossing-participle');
  });
  test('a key its letters abbreviate, kept in the role the verb says', () => {
    expectFilters('dogs intake at SH-04', SHELTER, { intake_shelter_id: 'SH-04' }, 'filters.code+role-said');
  });
  test('no role said: the key itself', () => {
    expectFilters('dogs kept at SH-04', SHELTER, { shelter_id: 'SH-04' }, '!role-said');
  });
});
