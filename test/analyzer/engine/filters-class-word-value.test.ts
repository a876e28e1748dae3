import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented lido: swimmers keep a membership tier, lane bookings a lane class
const LIDO = {
  fields: ['swimmerId', 'membershipTier', 'joinedAt', 'bookingId', 'lane_class', 'booked_at', 'swimmer_ref'],
  collections: ['swimmers', 'laneBookings'],
};

describe('filters: a plain word right before a class word naming a field is its value (filters.kind-modifier+class-word)', () => {
  test('opening the question, before the records\' noun', () => {
    const explained = analyze('coral tier swimmers who joined in 2024', LIDO, { explain: true });
    expect(explained.analysis.filters).toMatchObject({ membershipTier: 'coral' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-modifier+class-word');
    // a tier the value lexicon knows, with its class word after it, is read by the lexicon first, to the same field
    const known = analyze('silver tier swimmers who joined in 2024', LIDO, { explain: true });
    expect(known.analysis.filters).toMatchObject({ membershipTier: 'silver' });
    expect(known.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.value-class');
    expect(known.explanation?.filters.evidence.map((e) => e.rule)).not.toContain('filters.kind-modifier+class-word');
    expect(analyze('fast class lane bookings', LIDO).analysis.filters).toEqual({ lane_class: 'fast' });
  });

  test('after a copula, ending the question', () => {
    expect(analyze('how many swimmers are bronze tier', LIDO).analysis.filters).toEqual({ membershipTier: 'bronze' });
  });

  test('a request\'s verb or a plural class word is no value', () => {
    expect(analyze('list tier swimmers', LIDO).analysis.filters).not.toHaveProperty('membershipTier', 'list');
    expect(analyze('compare tiers', LIDO).analysis.filters).toEqual({});
  });

  test('a shift is a class of the records', () => {
    // an invented bakery: bakers keep a work shift
    const BAKERY = { fields: ['bakerId', 'shift', 'pastry_grade', 'hiredOn'], collections: ['bakers'] };
    const explained = analyze('dawn shift bakers hired in 2023', BAKERY, { explain: true });
    expect(explained.analysis.filters).toMatchObject({ shift: 'dawn' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.kind-modifier+class-word');
    // a plural shift word names the records' groups, no value
    expect(analyze('bakers across shifts', BAKERY).analysis.filters).toEqual({});
  });
});
