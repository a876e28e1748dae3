import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (r: ReturnType<typeof analyze>, member: 'groupBy' | 'limit'): string[] => r.explanation![member].evidence.map((e) => e.rule);

// kennels and their dogs; no field stores how many dogs a breed or a kennel has
const KENNELS = {
  fields: ['dog_id', 'breed', 'isNeutered', 'weightKg', 'kennel_id', 'kennel_name', 'bay_count', 'town'],
  collections: ['dogs', 'kennels'],
};
const kennels = (prompt: string) => analyze(prompt, KENNELS, { explain: true });

describe('a count threshold whose records carry an adjective', () => {
  test('a one-word field of the counted records before them still names the records', () => {
    const r = kennels('which breeds have over 20 neutered dogs');
    expect(r.analysis.groupBy).toEqual(['breed']);
    expect(r.analysis.operation).toBe('$count');
    expect(r.analysis.filters).not.toHaveProperty('breed');
    expect(rules(r, 'groupBy').some((rule) => rule.includes('+own-field-adjective'))).toBe(true);
  });

  test('a plain comparison on a field of the group stays a condition', () => {
    const r = kennels('breeds with a weight over 20');
    expect(r.analysis.groupBy).toEqual([]);
  });
});

// couriers' depots and their parcels, which the question calls something else
const DEPOTS = {
  fields: ['depot_id', 'depot_name', 'city', 'loading_bays', 'parcel_id', 'is_late', 'sent_on'],
  collections: ['depots', 'parcels'],
};

describe('unnamed things qualified by a value are records counted per entity', () => {
  test('a value read before the unnamed noun makes it records', () => {
    const r = analyze('depots with more than 30 late consignments', DEPOTS, { explain: true });
    expect(r.analysis.groupBy).toEqual(['depot_id']);
    expect(r.analysis.operation).toBe('$count');
  });

  test('an unqualified unnamed noun after an entity is still a measure, no count per group', () => {
    const r = analyze('depots with more than 30 doors', DEPOTS, { explain: true });
    expect(r.analysis.groupBy).toEqual([]);
  });
});

describe('a generic word for records after a count threshold counts the records', () => {
  test('"more than N entries" keeps groups by their count', () => {
    const r = analyze('cities with more than 40 entries', DEPOTS, { explain: true });
    expect(r.analysis.groupBy).toEqual(['city']);
    expect(r.analysis.operation).toBe('$count');
    expect(r.analysis.filters).toEqual({});
  });

  test('a number before the same word with no comparison is how many to list', () => {
    const r = analyze('show 40 entries', DEPOTS, { explain: true });
    expect(r.analysis.groupBy).toEqual([]);
    expect(r.analysis.limit).toBe(40);
  });
});

const STABLES = { fields: ['horse_id', 'name', 'foaled_on', 'weight_kg'], collections: ['horses'] };

describe('a superlative before a number and a plural the schema does not name', () => {
  test('the number is how many to list', () => {
    const r = analyze('the heaviest 4 ponies', STABLES, { explain: true });
    expect(r.analysis.limit).toBe(4);
    expect(rules(r, 'limit')).toContain('limit.superlative-count');
  });

  test('a number before a unit of time is no limit', () => {
    const r = analyze('the busiest 4 weeks', STABLES, { explain: true });
    expect(r.analysis.limit).not.toBe(4);
  });
});

// gauges and their readings, each reading dated by its day
const GAUGES = { fields: ['reading_id', 'gauge_id', 'rainfall_mm', 'reading_date'], collections: ['readings', 'gauges'] };
const stampedGauges = { fields: ['reading_id', 'gauge_id', 'rainfall_mm', 'read_at'], collections: ['readings', 'gauges'] };
// crews and their shifts, each shift dated by its day
const SHIFTS = { fields: ['shift_id', 'crew_id', 'hours', 'shift_date'], collections: ['shifts', 'crews'] };

describe('"daily" after an averaging word, before a field of records dated by the day', () => {
  test('with a group named later it says what each record measures, no period grouped', () => {
    const r = analyze('mean daily rainfall for each gauge', GAUGES, { explain: true });
    expect(r.analysis.operation).toBe('$avg');
    expect(r.analysis.groupBy).toEqual(['gauge_id']);
  });

  test('records stamped with a time, which one day may hold many of, are still grouped by the day', () => {
    expect(analyze('mean daily rainfall for each gauge', stampedGauges).analysis.groupBy).toEqual(['day', 'gauge_id']);
  });

  test('a longer period than the records\' day is still grouped by', () => {
    expect(analyze('average weekly hours per crew', SHIFTS).analysis.groupBy).toEqual(['week', 'crew_id']);
    expect(analyze('mean hourly rainfall for each gauge', GAUGES).analysis.groupBy).toEqual(['hour', 'gauge_id']);
  });

  test('a count of records averaged per day is still grouped by the day', () => {
    expect(analyze('average daily readings for each gauge', GAUGES).analysis.groupBy).toContain('day');
  });

  test('said before the averaging word it still groups by the period', () => {
    expect(analyze('daily mean rainfall for each gauge', GAUGES).analysis.groupBy).toContain('day');
  });
});

describe('a periodic adverb before records that keep a schedule or an interval id', () => {
  test('still groups by the period', () => {
    const chores = { fields: ['chore_id', 'title', 'schedule_id', 'assignee', 'created_at'], collections: ['chores'] };
    expect(analyze('list the weekly chores', chores).analysis.groupBy).toEqual(['week']);
    const calls = { fields: ['call_id', 'branch_id', 'callback_interval', 'called_at'], collections: ['calls', 'branches'] };
    expect(analyze('count weekly calls per branch', calls).analysis.groupBy).toEqual(['week', 'branch_id']);
  });
});

// rentals embed the customer who rented, by name; customers are a collection of their own
const RENTALS = {
  fields: ['fullName', 'phone', 'licence_no', 'van_code', 'model', 'seats', 'rental_ref', 'customer.fullName', 'customer.phone', 'rented_on', 'days', 'fee'],
  collections: ['rentals', 'customers', 'vans'],
};

describe('people in general ranked by a count of records are whoever those records embed', () => {
  test('"top N people by number of …" counts per embedded person\'s name', () => {
    const r = analyze('top 3 people by number of rentals', RENTALS, { explain: true });
    expect(r.analysis.groupBy).toEqual(['customer.fullName']);
    expect(r.analysis.operation).toBe('$count');
    expect(rules(r, 'groupBy')).toContain('groupBy.top-by-count+people');
  });

  test('"who has the most …" reads the same embedded person', () => {
    expect(analyze('who has the most rentals', RENTALS).analysis.groupBy).toEqual(['customer.fullName']);
  });

  test('people ranked by a stored value are records sorted by it, no group', () => {
    const r = analyze('top 3 people by fee', RENTALS);
    expect(r.analysis.groupBy).toEqual([]);
    expect(r.analysis.sort).toEqual({ fee: -1 });
  });
});
