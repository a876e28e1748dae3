import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// two invented trades: a film crew agency and a boarding kennel group
const CREWS = { fields: ['_id', 'crew_id', 'crew_name', 'day_rate', 'base_city', 'booking_id', 'crew_ref', 'shoot_days'], collections: ['crews', 'bookings'] };
const KENNELS = { fields: ['_id', 'kennel_id', 'kennel_name', 'run_count', 'county', 'stay_id', 'kennel_ref', 'nights'], collections: ['kennels', 'stays'] };
const groupRules = (r: ReturnType<typeof analyze>) => r.explanation?.groupBy.evidence.map((e) => e.rule) ?? [];

describe('groupBy: "<records> by <stored rate>, lowest first" lists records in order; the rate word is the field, nothing computed', () => {
  test('"crews by day rate, highest first" is a sorted list', () => {
    expect(analyze('crews by day rate, highest first', CREWS).analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [], sort: { day_rate: -1 } });
  });

  test('a rate that no field stores still asks a computation per group (negative)', () => {
    const unrated = { ...CREWS, fields: CREWS.fields.filter((f) => f !== 'day_rate') };
    expect(analyze('crews by base city, highest rate first', unrated).analysis.groupBy).toEqual(['base_city']);
  });
});

describe('groupBy: a superlative record ranked "by number of <things>" kept in a count field is one record (groupBy.no-group+superlative-ranked)', () => {
  test('"the biggest kennel by number of runs" is the kennel with the highest `run_count`', () => {
    const r = analyze('the biggest kennel by number of runs', KENNELS, { explain: true });
    expect(r.analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [], sort: { run_count: -1 }, limit: 1 });
    expect(groupRules(r)).toContain('groupBy.no-group+superlative-ranked');
  });

  test('with no superlative, "by number of runs" is not ranked one record (negative)', () => {
    expect(groupRules(analyze('kennels by number of runs', KENNELS, { explain: true }))).not.toContain('groupBy.no-group+superlative-ranked');
  });
});
