import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented insurer, each field listed once, the collections sent sorted by name: a policy points at its surveyor by
// id and at its broker by the broker's licence under a role; the surveyors' fields come keyless, then the brokers' from
// their own licence number, a key naming no collection
const POLICIES = [
  '_id', 'policy_number', 'policy_kind', 'region_code', 'opened_on', 'status', 'surveyor_id', 'agency_licence_number',
  'premium', 'claims', 'claims.claim_id', 'claims.filed_on', 'claims.payout',
  'full_name', 'grade', 'hired_on', 'on_leave',
  'licence_number', 'firm_name', 'joined_on', 'commission_rate',
];

test('role-pointed-key-begins, unnamed-key-begins-unnamed-collection: a bare key after a field naming it under a role begins the pointed-at records, which no field names', () => {
  const index = buildFieldIndex(POLICIES, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['brokers', 'policies', 'surveyors']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['surveyor_id', 'agency_licence_number', 'claims.payout'].map(owner)).toEqual(['policies', 'policies', 'policies']);
  expect(['full_name', 'on_leave'].map(owner)).toEqual(['surveyors', 'surveyors']);
  expect(['licence_number', 'firm_name', 'commission_rate'].map(owner)).toEqual(['brokers', 'brokers', 'brokers']);
});
