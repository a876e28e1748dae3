import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented kennel: stays keep why the dog was boarded, penalties why they were charged, owners their names
const KENNEL = {
  fields: ['stay_id', 'dog_id', 'stay_purpose', 'nights', 'penalty_id', 'owner_id', 'reason', 'amount', 'charged_on', 'owner_name'],
  collections: ['Stays', 'Penalties', 'Owners'],
};

describe('filters: why records were made, after a verb and "for" (filters.reason)', () => {
  test('"penalties given for late pickups" → the named records\' reason field', () => {
    const explained = analyze('How many penalties were given for late pickups?', KENNEL, { explain: true });
    expect(explained.analysis.filters).toEqual({ reason: 'late pickups' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.reason']);
  });

  test('an article is skipped, and the field is the one of the records named before', () => {
    expect(analyze('stays booked for a grooming', KENNEL).analysis.filters).toEqual({ stay_purpose: 'grooming' });
  });

  test('no records named before, a capitalised name or records named after "for" give no reason', () => {
    expect(analyze('highest amount charged for a bath', KENNEL).analysis.filters).toEqual({});
    expect(analyze('penalties issued for Morgan', KENNEL).analysis.filters).not.toHaveProperty('reason');
    expect(analyze('penalties issued for owners', KENNEL).analysis.filters).toEqual({});
  });
});
