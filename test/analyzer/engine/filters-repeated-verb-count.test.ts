import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented courier depot: parcels keep how often they were scanned beside an unrelated delay tally
const DEPOT: readonly [string[], string[]] = [['parcelId', 'scanCount', 'weightKg', 'timesDelayed'], ['parcels']];
// an invented seed library: packets keep a borrow tally
const SEEDS: readonly [string[], string[]] = [['packetId', 'borrowCount', 'gramWeight'], ['packets']];
// an invented gym with no count named by the verb
const GYM: readonly [string[], string[]] = [['memberId', 'timesLate', 'monthlyFee'], ['members']];

describe('"<records> <participle> more than N times"', () => {
  test('the count the verb names, not a field the word "times" names', () => {
    expectFilters('parcels scanned at least 4 times', DEPOT, { scanCount: { $gte: 4 } }, 'filters.compare$gte+verb-stem+repetition');
    expectFilters('packets borrowed more than 7 times', SEEDS, { borrowCount: { $gt: 7 } }, 'filters.compare$gt+verb-stem+repetition');
  });

  test('no count named by the verb: not this rule', () => {
    expect(filterEvidence(runOnSchema('members who trained more than 9 times', ...GYM))).not.toContain('+repetition');
    expect(filterEvidence(runOnSchema('packets weighed more than 3 times', ...SEEDS))).not.toContain('+repetition');
    expect(filterEvidence(runOnSchema('parcels over 5 kg', ...DEPOT))).not.toContain('+repetition');
  });
});
