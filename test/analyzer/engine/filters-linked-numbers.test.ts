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
  // an invented bakery: orders keep their total, with the pastries on each
  const BAKERY = { fields: ['order_no', 'bakery', 'order_total', 'Items', 'Items.pastry', 'Items.qty'], collections: ['orders'] };
  test('"at total 60" is on the order\'s total', () => {
    const { analysis, explanation } = analyze('For orders at total 60, list every pastry.', BAKERY, { explain: true });
    expect(analysis.filters).toEqual({ order_total: 60 });
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
    // restated in the field's unit: 500 tonnes are 500,000 kg
    expect(analysis.filters).toEqual({ Grain_in_KG: { $gt: 500000 } });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.compare$gt+unit-of']);
  });
  test('a unit that is a word of a field\'s name stays that field\'s', () => {
    expect(analyze('silos with deliveries of more than 20 days of transit', SILOS).analysis.filters).toEqual({ 'Deliveries.days_in_transit': { $gt: 20 } });
  });
});

describe('filters: a verb of valuing, a preposition, then the sum', () => {
  // an invented print shop: jobs keep a print count and cost, and the payments and refunds made on them
  const PRINTS = {
    fields: ['job_ref', 'customer', 'num_prints', 'print_cost', 'Payments', 'Payments.payment_amount', 'Refunds', 'Refunds.refund_amount', 'Refunds.reason'],
    collections: ['jobs'],
  };
  test('"printed for 4.5": the verb names the cost, a fraction is no count', () => {
    const { analysis, explanation } = analyze('Who is the customer whose job was printed for 4.5?', PRINTS, { explain: true });
    expect(analysis.filters).toEqual({ print_cost: 4.5 });
    expect(explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.valued-at']);
  });
  test('"amounting to 20": the attribute the verb implies, on the records named before it', () => {
    expect(analyze('customers whose refund amounting to 20 arrived late', PRINTS).analysis.filters).toEqual({ 'Refunds.refund_amount': 20 });
  });
  test('a unit after the number says what it counts, and a trailing bound is a bound', () => {
    expect(analyze('jobs printed for 3 days', PRINTS).analysis.filters).not.toHaveProperty('print_cost', 3);
    expect(analyze('jobs printed for 30 or more', PRINTS).analysis.filters).not.toHaveProperty('print_cost', 30);
  });
});
