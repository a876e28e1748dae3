import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a plain word between "in the" and a text field is its value (filters.named-value+before-field)', () => {
  // an invented orchard cooperative: growers by district and crop
  const COOP = { fields: ['grower_id', 'grower_name', 'district', 'crop', 'hectares', 'joined_on'], collections: ['growers'] };
  test('after "in the" and after "from the"', () => {
    const upland = analyze('growers in the upland district', COOP, { explain: true });
    expect(upland.analysis.filters).toEqual({ district: 'upland' });
    expect(upland.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.named-value+before-field');
    expect(analyze('list growers from the pear crop', COOP).analysis.filters).toEqual({ crop: 'pear' });
  });
  test('a measure or an id after the word takes no value', () => {
    expect(analyze('growers in the top hectares', COOP).analysis.filters).toEqual({});
  });
  test('a superlative there ranks the groups and names none', () => {
    expect(analyze('How many growers farm in the smallest district?', COOP).analysis.filters).toEqual({});
    expect(analyze('growers in the oldest district', COOP).analysis.filters).toEqual({});
  });
});

describe('filters: other group leads ("with a", "for the", "have a") before a word and its field (filters.named-value+before-field)', () => {
  // an invented climbing gym: members by badge and plan
  const GYM = { fields: ['member_id', 'member_name', 'badge', 'plan', 'locker_count', 'joined_on'], collections: ['members'] };
  test('the word between the lead and a singular text field is its value, whatever follows the phrase', () => {
    const gold = analyze('members with a gold badge', GYM, { explain: true });
    expect(gold.analysis.filters).toEqual({ badge: 'gold' });
    expect(gold.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.named-value+before-field');
    expect(analyze('which members signed up for the family plan?', GYM).analysis.filters).toEqual({ plan: 'family' });
    expect(analyze('list members who have a silver badge and the most lockers', GYM).analysis.filters).toEqual({ badge: 'silver' });
  });
  test('a word that ranks or points, a plural field noun or a comparison takes no value', () => {
    expect(analyze('count members signed up for the priciest plan', GYM).analysis.filters).toEqual({});
    expect(analyze('members with a specific badge', GYM).analysis.filters).toEqual({});
    expect(analyze('members in the outer plans', GYM).analysis.filters).toEqual({});
    expect(analyze('members with a better plan than their friends', GYM).analysis.filters).toEqual({});
  });
});

describe('filters: a value of two words before its field (filters.named-value+before-field)', () => {
  // an invented allotment society: plots by soil and rota
  const PLOTS = { fields: ['plot_id', 'holder_name', 'soil', 'rota', 'square_metres'], collections: ['plots'] };
  test('"plots that have a sandy loam soil"', () => {
    expect(analyze('how many plots have a sandy loam soil?', PLOTS).analysis.filters).toEqual({ soil: 'sandy loam' });
  });
});

test('"on the" and "through the" lead a value named before its field too (filters.named-value+before-field)', () => {
  // an invented climbing gym: members keep their plan and the portal they signed up through
  const GYM = { fields: ['_id', 'member_id', 'plan', 'portal', 'joined_on', 'grade_led'], collections: ['members'] };
  const result = analyze('members on the student plan', GYM, { explain: true });
  expect(result.analysis.filters).toEqual({ plan: 'student' });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.named-value+before-field');
  expect(analyze('members who signed up through the web portal', GYM).analysis.filters).toEqual({ portal: 'web' });
});

describe('filters: "by the" before a word and its field names the value the records were done by (filters.named-value+before-field)', () => {
  // an invented courier depot: parcels sent by some service on some lane
  const DEPOT = { fields: ['parcel_id', 'service', 'lane', 'weight_kg', 'sent_on'], collections: ['parcels'] };
  test('a passive "by the <word> <field>" is a value of the field', () => {
    const result = analyze('total weight of parcels sent by the overnight service', DEPOT, { explain: true });
    expect(result.analysis.filters).toEqual({ service: 'overnight' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.named-value+before-field');
  });
  test('a bare "by <field>" still groups', () => {
    const grouped = analyze('parcels by service', DEPOT).analysis;
    expect([grouped.groupBy, grouped.filters]).toEqual([['service'], {}]);
  });
});
