import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const KENNEL = {
  fields: ['kennel_id', 'name', 'grade', 'capacity', 'dogs', 'dogs.dog_id', 'dogs.weight', 'dogs.tag_number'],
  collections: ['kennels'],
};
const filters = (prompt: string) => analyze(prompt, KENNEL).analysis.filters;

describe('filters: a field linked to its number by "of", "is", "set to"', () => {
  test.each([
    ['kennels with a grade of 2', { grade: 2 }],
    ['kennels whose grade is 3', { grade: 3 }],
    ['kennels whose capacity is set to 12', { capacity: 12 }],
    ['the kennel holding the dog whose tag number is 4410', { 'dogs.tag_number': 4410 }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });

  test('a number before a noun counts things, it is no value of the field before it', () => {
    expect(filters('the names of 5 kennels with the most dogs')).not.toHaveProperty('name');
  });
});

describe('filters: a comparison naming its field before the number', () => {
  test.each([
    ['kennels exceeding a capacity of 40', { capacity: { $gt: 40 } }],
    ['dogs above a weight of 30', { 'dogs.weight': { $gt: 30 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });
});

describe('filters: trailing bounds', () => {
  test.each([
    ['kennels whose capacity is 20 or above', { capacity: { $gte: 20 } }],
    ['kennels with a capacity of 20 or higher', { capacity: { $gte: 20 } }],
    ['kennels whose capacity is 8 or below', { capacity: { $lte: 8 } }],
  ])('%p', (prompt, expected) => {
    expect(filters(prompt)).toEqual(expected);
  });
});

describe('filters: a number after the last word of a closed compound field name', () => {
  const CLINIC = { fields: ['Surname', 'GivenName', 'Ward', 'Consultroom'], collections: ['roster'] };
  test('"room 214" names Consultroom', () => {
    expect(analyze('the given names of nurses in room 214', CLINIC).analysis.filters).toEqual({ Consultroom: 214 });
  });
  test('a word that ends two field names names neither', () => {
    const two = { fields: ['name', 'Classroom', 'Showroom'], collections: ['sites'] };
    expect(analyze('the names of sites in room 107', two).analysis.filters).toEqual({});
  });
});

describe('filters: a unit after the numbers names the child of the object they are linked to', () => {
  const HOTELS = { fields: ['hID', 'name', 'Review', 'Review.gID', 'Review.stars'], collections: ['hotels'] };
  test('"reviews of 2 or 3 stars" is on Review.stars', () => {
    expect(analyze('the towns of hotels with reviews of 2 or 3 stars', HOTELS).analysis.filters).toEqual({ 'Review.stars': { $in: [2, 3] } });
  });
});

describe('filters: a money word right before a number names the field it ends', () => {
  const GYM = {
    fields: ['voucher_id', 'issued_on', 'voucher_amount', 'Members', 'Members.member_id', 'Members.voucher_id', 'Members.full_name', 'Members.fee_paid'],
    collections: ['vouchers'],
  };
  test('"vouchers with amount 50" is on the voucher\'s amount', () => {
    const { analysis, explanation } = analyze('members holding vouchers with amount 50', GYM, { explain: true });
    expect(analysis.filters).toEqual({ voucher_amount: 50 });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.noun-number+money-word']);
  });
});

describe('filters: a unit then "of" and a field: the number is that field\'s', () => {
  const SILOS = {
    fields: ['silo_id', 'silo_name', 'Grain_in_KG', 'staff_count', 'Deliveries', 'Deliveries.delivery_id', 'Deliveries.days_in_transit', 'Deliveries.transit'],
    collections: ['silos'],
  };
  test('"more than 500 tonnes of grain" is on the grain field', () => {
    const { analysis, explanation } = analyze('silos that store more than 500 tonnes of grain', SILOS, { explain: true });
    expect(analysis.filters).toEqual({ Grain_in_KG: { $gt: 500 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt+unit-of']);
  });
  test('a unit that is a word of a field\'s name stays that field\'s', () => {
    expect(analyze('silos with deliveries of more than 20 days of transit', SILOS).analysis.filters).toEqual({ 'Deliveries.days_in_transit': { $gt: 20 } });
  });
});

describe('filters: a verb of valuing, a preposition, then the sum', () => {
  const AUCTION = {
    fields: ['lot_id', 'lot_title', 'Bids', 'Bids.bid_id', 'Bids.lot_id', 'Bids.bid_count', 'Bids.bid_amount', 'Vouchers', 'Vouchers.voucher_amount'],
    collections: ['lots'],
  };
  test('"bid for 12.5": the verb names the amount, a fraction is no count', () => {
    const { analysis, explanation } = analyze('the title of the lot that was bid for 12.5', AUCTION, { explain: true });
    expect(analysis.filters).toEqual({ 'Bids.bid_amount': 12.5 });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.valued-at']);
  });
  test('"amounting to 40": the attribute the verb implies', () => {
    expect(analyze('lots holding a voucher amounting to 40 sold', AUCTION).analysis.filters).toEqual({ 'Vouchers.voucher_amount': 40 });
  });
  test('a unit after the number says what it counts, and a trailing bound is a bound', () => {
    expect(analyze('lots bid for 3 days', AUCTION).analysis.filters).not.toHaveProperty('Bids.bid_amount', 3);
    expect(analyze('lots bid for 30 or more', AUCTION).analysis.filters).not.toHaveProperty('Bids.bid_amount', 30);
  });
});
