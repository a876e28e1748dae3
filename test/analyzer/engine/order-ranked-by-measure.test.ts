import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented trades: a ferry line and a tree nursery
const FERRIES = {
  fields: ['_id', 'ferry_id', 'ferry_name', 'build_year', 'hull_length_feet', 'crossing_minutes', 'service_miles', 'home_port', 'sailing_id', 'ferry_ref', 'sailed_on', 'passenger_count'],
  collections: ['ferries', 'sailings'],
};
const NURSERY = { fields: ['_id', 'bed_id', 'bed_name', 'species', 'growth_days', 'height_cm', 'soil_litres', 'row_label'], collections: ['beds'] };
const rules = (r: ReturnType<typeof analyze>, member: 'groupBy' | 'sort' | 'limit') => r.explanation?.[member].evidence.map((e) => e.rule) ?? [];

describe('order: "<records> by <field>, high to low" is a sorted list even without "from"', () => {
  test('"list ferries by service miles, high to low" sorts the records by the field, no group', () => {
    expect(analyze('list ferries by service miles, high to low', FERRIES).analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [], sort: { service_miles: -1 } });
  });

  test('"list ferries by home port" with no order still groups (negative)', () => {
    expect(analyze('count ferries by home port', FERRIES).analysis.groupBy).toEqual(['home_port']);
  });
});

describe('order: a superlative record ranked by a field whose name ends in a unit is one record (groupBy.no-group+superlative-ranked)', () => {
  test('"longest ferry by hull length" takes the ferry with the most `hull_length_feet`', () => {
    const r = analyze('longest ferry by hull length', FERRIES, { explain: true });
    expect(r.analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [], sort: { hull_length_feet: -1 }, limit: 1 });
    expect(rules(r, 'groupBy')).toContain('groupBy.no-group+superlative-ranked');
  });

  test('"the biggest bed by soil" where `soil_litres` keeps it is one record too', () => {
    expect(analyze('the biggest bed by soil', NURSERY).analysis).toMatchObject({ groupBy: [], sort: { soil_litres: -1 }, limit: 1 });
  });

  test('without a superlative, "ferries by home port" still groups (negative)', () => {
    expect(rules(analyze('number of ferries by home port', FERRIES, { explain: true }), 'groupBy')).not.toContain('groupBy.no-group+superlative-ranked');
  });
});

describe('order: a superlative a few words before its "by", past a place phrase, still ranks the records', () => {
  test('"oldest ferry in the fleet by build year" is the one ferry with the earliest `build_year`', () => {
    expect(analyze('oldest ferry in the fleet by build year', FERRIES).analysis).toMatchObject({ intent: 'find', groupBy: [], sort: { build_year: 1 }, limit: 1 });
  });

  test('"the oldest ferries in the fleet by build year" (plural) lists them without a limit (negative)', () => {
    expect(analyze('the oldest ferries in the fleet by build year', FERRIES).analysis).toMatchObject({ sort: { build_year: 1 }, limit: null });
  });
});

describe('order: a range after a per-group figure read late orders the groups by it (sort.range-order+grouped-result+late-figure)', () => {
  const SLOTS = { fields: ['_id', 'slot_id', 'tutor_name', 'duration_minutes', 'room', 'pupil_id'], collections: ['lesson_slots', 'pupils'] };
  test('"avg lesson length for each tutor, from high to low" orders by the figure a later stage reads', () => {
    const r = analyze('avg lesson length for each tutor, from high to low', SLOTS, { explain: true });
    expect(r.analysis).toMatchObject({ operation: '$avg', metric: 'duration_minutes', groupBy: ['tutor_name'], sort: { duration_minutes: -1 } });
    expect(rules(r, 'sort')).toContain('sort.range-order+grouped-result+late-figure');
  });

  test('with no order said, nothing is sorted (negative)', () => {
    expect(analyze('avg lesson length for each tutor', SLOTS).analysis.sort).toEqual({});
  });
});
