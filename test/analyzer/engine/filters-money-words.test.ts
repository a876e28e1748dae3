import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an auction house: lots with a reserve price, bids with an amount, a fee of its own per sale
const AUCTIONS = {
  fields: ['lot_id', 'title', 'artist', 'reserve_price', 'estimate_low', 'bid_id', 'bidder', 'amount', 'placed_at', 'sale_id', 'buyer_fee', 'insurance_cost', 'weight_kg'],
  collections: ['lots', 'bids', 'sales'],
};
const filters = (prompt: string) => analyze(prompt, AUCTIONS).analysis.filters;

describe('filters: money written with words', () => {
  test.each([
    ['bids of more than 400 euros', { amount: { $gt: 400 } }],
    ['bids over 3k dollars', { amount: { $gt: 3000 } }],
    ['lots under 2 thousand euros', { reserve_price: { $lt: 2000 } }],
    ['bids of at least 1.5 million', { amount: { $gte: 1500000 } }],
    ['bids between 1 and 2 million dollars', { amount: { $gte: 1000000, $lte: 2000000 } }],
    ['lots whose reserve price is above 20 bucks', { reserve_price: { $gt: 20 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('the field named before the comparison holds the sum, even when its last word implies another', () => {
    expect(filters('sales where insurance cost more than 90 euros')).toEqual({ insurance_cost: { $gt: 90 } });
  });

  test('a field that already counts in the unit takes the number as said', () => {
    const REGIONS = { fields: ['region_id', 'name', 'GDP_in_Billions'], collections: ['regions'] };
    expect(analyze('regions with GDP over 40 billion', REGIONS).analysis.filters).toEqual({ GDP_in_Billions: { $gt: 40 } });
  });
});

describe('filters: a field said right before a bound is what it bounds, whatever unit follows', () => {
  const BIKES = { fields: ['bike_id', 'odometer', 'last_trip_distance_km', 'frame_weight_kg'], collections: ['bikes'] };
  test.each([
    ['bikes with odometer above 5,000 km', { odometer: { $gt: 5000 } }],
    ['bikes whose odometer is over 5,000 km', { odometer: { $gt: 5000 } }],
    ['bikes over 5 km', { last_trip_distance_km: { $gt: 5 } }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, BIKES).analysis.filters).toEqual(expected);
  });
});

describe('filters: a sum of money with a trailing bound and no field named is on the money field', () => {
  // an invented cookery school: classes with a fee, and their sessions
  const CLASSES = {
    fields: ['class_ref', 'class_title', 'chef', 'course_fee', 'Sessions', 'Sessions.held_on', 'Sessions.seats_left'],
    collections: ['classes'],
  };
  test('"charge £45 or above"', () => {
    const { analysis, explanation } = analyze('Which cooking classes charge £45 or above?', CLASSES, { explain: true });
    expect(analysis.filters).toEqual({ course_fee: { $gte: 45 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.trailing-compare+money']);
  });
});

describe('filters: a letter of metres or minutes on a number is no sign of money', () => {
  // an invented boatyard: boats with a hull length and an asking price
  const BOATYARD = { fields: ['_id', 'boat_name', 'builder', 'asking_price'], collections: ['boats'] };

  test('a thousands letter still says money; an "m" on the number does not', () => {
    expect(analyze('boats over 40k', BOATYARD).analysis.filters).toEqual({ asking_price: { $gt: 40000 } });
    expect(Object.keys(analyze('boats over 12m', BOATYARD).analysis.filters)).not.toContain('asking_price');
  });
});
