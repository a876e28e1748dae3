import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented kennel: stays keep why the dog was boarded, penalties why they were charged, owners their names
const KENNEL = {
  fields: ['stay_id', 'dog_id', 'stay_purpose', 'nights', 'penalty_id', 'owner_id', 'reason', 'amount', 'charged_on', 'owner_name'],
  collections: ['Stays', 'Penalties', 'Owners'],
};

describe('filters: why records were made, after a verb and "for" (filters.reason)', () => {
  test('"penalties given for late pickups" → the named records\' reason field (a strong -en participle ends the verb)', () => {
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

describe('filters.reason: guards', () => {
  test('a qualified reason field is meant only when its qualifier comes from the verb or names the records', () => {
    const box = { fields: ['ticket_id', 'event_name', 'price', 'refund_reason'], collections: ['tickets'] };
    expect(analyze('how many tickets sold for the concert', box).analysis.filters).toEqual({});
    expect(analyze('tickets refunded for a clash', box).analysis.filters).toEqual({ refund_reason: 'clash' });
    const desk = { fields: ['booking_id', 'guest_name', 'cancellation_reason'], collections: ['bookings'] };
    expect(analyze('bookings made for a conference', desk).analysis.filters).toEqual({});
    expect(analyze('refunds issued for late deliveries', { fields: ['refund_id', 'amount', 'refund_reason'], collections: ['refunds'] }).analysis.filters)
      .toEqual({ refund_reason: 'late deliveries' });
  });

  test.each([
    ['accounts opened for students', ['account_id', 'account_purpose', 'balance'], 'accounts'],
    ['accounts opened for minors', ['account_id', 'account_purpose', 'balance'], 'accounts'],
    ['vaccines approved for children', ['vaccine_id', 'name', 'approval_reason'], 'vaccines'],
    ['claims filed for larger amounts', ['claim_id', 'amount', 'claim_cause'], 'claims'],
    ['bookings made for long stays', ['booking_id', 'nights', 'booking_purpose'], 'bookings'],
    ['employees hired for the summer', ['employee_id', 'name', 'hire_reason'], 'employees'],
  ])('for whom, how much or when is no reason: %p', (prompt, fields, collection) => {
    expect(analyze(prompt, { fields, collections: [collection] }).analysis.filters).toEqual({});
  });

  test('a word naming a field or the records may stand in a reason beside a free word', () => {
    const kennel = { fields: ['penalty_id', 'reason', 'amount', 'pickup_date', 'crate_id'], collections: ['penalties', 'crates'] };
    expect(analyze('how many penalties were given for late pickups?', kennel).analysis.filters).toEqual({ reason: 'late pickups' });
    expect(analyze('penalties issued for damaged crates', kennel).analysis.filters).toEqual({ reason: 'damaged crates' });
  });

  test('the reason must end at a real boundary; words joined by hyphens are one word', () => {
    const refunds = { fields: ['refund_id', 'amount', 'refund_reason'], collections: ['refunds'] };
    expect(analyze('refunds issued for damaged items', refunds).analysis.filters).toEqual({});
    const visits = { fields: ['visit_id', 'visit_purpose', 'channel'], collections: ['visits'] };
    expect(analyze('visits scheduled for a follow up by phone', visits).analysis.filters).not.toHaveProperty('visit_purpose');
    expect(analyze('visits scheduled for a check-up', visits).analysis.filters).toEqual({ visit_purpose: 'check-up' });
    expect(analyze('visits scheduled for a check-up by phone', visits).analysis.filters).toEqual({ visit_purpose: 'check-up', channel: 'phone' });
  });
});

describe('filters.means: a strong -en participle before "by" names an agent or a time, not a means', () => {
  test('"samples taken by the nurse", "photos taken by night"', () => {
    expect(analyze('samples taken by the nurse', { fields: ['sample_id', 'collection_method', 'taken_at'], collections: ['samples'] }).analysis.filters).toEqual({});
    expect(analyze('photos taken by night', { fields: ['photo_id', 'capture_mode'], collections: ['photos'] }).analysis.filters).toEqual({});
  });
});
