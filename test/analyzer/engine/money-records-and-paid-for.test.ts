import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a marina: berths let at a nightly rent, boat owners, the berth fees they pay, the gear the marina buys
const MARINA = {
  fields: ['_id', 'berth_id', 'pontoon', 'length_m', 'nightly_rent', 'owner_id', 'owner_name', 'joined_on', 'fee_id', 'amount', 'charged_on', 'fee_kind', 'gear_id', 'gear_name', 'bought_on', 'price'],
  collections: ['berths', 'owners', 'fees', 'gear'],
};

// a cider maker: pressings with their strength, the orchards the apples came from
const CIDERY = {
  fields: ['_id', 'pressing_id', 'orchard_id', 'pressed_on', 'litres', 'abv', 'orchard_name', 'county'],
  collections: ['pressings', 'orchards'],
};

const rules = (explanation: { [member: string]: { evidence: ReadonlyArray<{ rule: string }> } } | undefined, member: string): string[] =>
  explanation![member]!.evidence.map((e) => e.rule);

describe('records that each are a sum of money: a total or an average of them adds up their amount', () => {
  test('"total <fees> per <owner>" adds up the fees\' amount per owner', () => {
    const { analysis, explanation } = analyze('total fees per owner', MARINA, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('amount');
    expect(analysis.groupBy).toEqual(['owner_id']);
    expect(rules(explanation, 'metric')).toContain('metric.money-records');
  });

  test('"average <fee> by <kind>" averages the amount', () => {
    const { analysis, explanation } = analyze('average fee by fee kind', MARINA, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('amount');
    expect(rules(explanation, 'metric')).toContain('metric.records-amount');
  });

  test('"how many fees" still counts them', () => {
    const { analysis } = analyze('how many fees per owner', MARINA);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });

  test('a total of records that are no sum of money counts them', () => {
    const { analysis } = analyze('total berths per pontoon', MARINA);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });
});

describe('money spent on things named after "on" is what those things cost', () => {
  test('"how much did we spend on gear" adds up the gear\'s price, not another collection\'s amount', () => {
    const { analysis, explanation } = analyze('how much did we spend on gear bought in 2023?', MARINA, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('price');
    expect(rules(explanation, 'metric')).toContain('metric.money-verb');
  });
});

describe('a price superlative reads the ranked records\' own rent before another collection\'s amount', () => {
  test('"the 3 most expensive berths" ranks berths by their nightly rent', () => {
    const { analysis } = analyze('the 3 most expensive berths', MARINA);
    expect(analysis.sort).toEqual({ nightly_rent: -1 });
  });

  test('"the cheapest berth" ranks the other way', () => {
    expect(analyze('the cheapest berth', MARINA).analysis.sort).toEqual({ nightly_rent: 1 });
  });
});

describe('"strongest" ranks a drink by its alcohol by volume', () => {
  test('the strongest pressing', () => {
    const { analysis } = analyze('the strongest pressing of 2024', CIDERY);
    expect(analysis.sort).toEqual({ abv: -1 });
    expect(analysis.limit).toBe(1);
  });

  test('the weakest pressing', () => {
    expect(analyze('the weakest pressing', CIDERY).analysis.sort).toEqual({ abv: 1 });
  });
});

// a bakery co-op: members and their payments, each with a net, a levy and a whole amount, and when paid
const COOP = {
  fields: ['_id', 'payment_id', 'member_id', 'net_amount', 'levy_amount', 'total_amount', 'paid_at', 'member_name'],
  collections: ['payments', 'members'],
};

// a parish council: motions with what each would cost, the councillors who table them
const COUNCIL = {
  fields: ['_id', 'motion_id', 'councillor_id', 'title', 'projected_cost', 'tabled_on', 'councillor_name'],
  collections: ['motions', 'councillors'],
};

// a kennel: boarding stays with a deposit held against damage, the dogs that stay
const KENNEL = {
  fields: ['_id', 'deposit_id', 'dog_id', 'held_on', 'damage_amount', 'dog_name'],
  collections: ['deposits', 'dogs'],
};

// a workshop: orders of parts (what each order cost), the parts with a price per unit, the makers
const WORKSHOP = {
  fields: ['_id', 'order_id', 'maker_id', 'part_id', 'quantity', 'cost', 'ordered_on', 'part_name', 'price', 'maker_name'],
  collections: ['orders', 'parts', 'makers'],
};

// a gym: members, their memberships at a weekly fee, the invoices billed
const GYM = {
  fields: ['_id', 'member_id', 'member_name', 'membership_id', 'tier', 'weekly_fee', 'started_on', 'invoice_id', 'amount', 'invoiced_on'],
  collections: ['members', 'memberships', 'invoices'],
};

// a vet: visits with a listed fee, the pets, what the owners paid
const VET = {
  fields: ['_id', 'visit_id', 'pet_id', 'vet_id', 'fee', 'visited_at', 'pet_name', 'vet_name', 'receipt_id', 'amount_paid', 'paid_on'],
  collections: ['visits', 'pets', 'vets', 'receipts'],
};

// a chess club: players with a rating
const CLUB = { fields: ['_id', 'player_id', 'player_name', 'section', 'rating', 'wins', 'losses'], collections: ['players'] };

describe('money records: guards', () => {
  test('"total <payments> per <member>" adds up the whole amount, not a date read from the records\' name', () => {
    const { analysis, explanation } = analyze('total payments per member', COOP, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('total_amount');
    expect(rules(explanation, 'metric')).toContain('metric.money-records');
  });

  test('a money field some other word qualifies is no sum of the records: they are counted', () => {
    expect(analyze('total motions per councillor', COUNCIL).analysis.operation).toBe('$count');
    const { analysis } = analyze('total deposits per dog', KENNEL);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });
});

describe('money paid on/for records: guards', () => {
  test('things bought through orders that keep a cost: the orders\' cost, not the things\' price', () => {
    const { analysis } = analyze('how much did we spend on parts in 2023', WORKSHOP);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('cost');
  });

  test('a fee per period is not what was paid for the records', () => {
    const { analysis } = analyze('how much did each member spend on memberships', GYM);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).not.toBe('weekly_fee');
  });

  test('a field named by the verb wins over the things\' listed fee', () => {
    const { analysis } = analyze('how much did each pet pay for visits', VET);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('amount_paid');
  });
});

describe('"strongest"/"weakest" rank the way they say where only a rating is kept', () => {
  test('the strongest player ranks the rating from the top', () => {
    expect(analyze('the strongest player', CLUB).analysis.sort).toEqual({ rating: -1 });
  });

  test('the weakest player from the bottom', () => {
    expect(analyze('the weakest player', CLUB).analysis.sort).toEqual({ rating: 1 });
  });
});
