import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A made-up schema: campsite tents with a status and a pitch, and their bookings. */
const CAMP = { fields: ['tent_id', 'tent_status', 'pitch_code', 'sleeps', 'booking_id', 'nights'], collections: ['tents', 'bookings'] };
const CAMP_PLAIN = { fields: ['tent_id', 'status', 'pitch_code', 'sleeps'], collections: ['tents'] };

describe('a bare "each" refers back to the field the records\' word qualifies', () => {
  test.each([
    ['tent statuses and the number of each', CAMP_PLAIN, 'status'],
    ['tent statuses and how many of each', CAMP_PLAIN, 'status'],
  ])('%p → %p', (prompt, schema, key) => {
    expect(analyze(prompt, schema).analysis).toMatchObject({ operation: '$count', groupBy: [key] });
  });

  test('records listed alone are still the group', () => {
    expect(analyze('tents and how many bookings each has', CAMP).analysis.groupBy).toEqual(['tent_id']);
  });
});
