import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (r: ReturnType<typeof analyze>): string[] => r.explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: the verb before "by" says the role a numbered entity plays (filters.doer-key)', () => {
  // an invented rambling club: walks keep the number of the member guiding them, members their own number
  const RAMBLES = {
    fields: ['_id', 'walk_id', 'walk_date', 'guideRef', 'distance_km', 'memberRef', 'member_name', 'joined_year'],
    collections: ['walks', 'members'],
  };
  const GUIDED = { ...RAMBLES, fields: RAMBLES.fields.map((f) => (f === 'guideRef' ? 'leaderRef' : f)) };
  test('the role key takes the number after the entity noun', () => {
    const result = analyze('walks led by member 3310', GUIDED, { explain: true });
    expect(result.analysis.filters).toEqual({ leaderRef: 3310 });
    expect(rules(result)).toEqual(['filters.doer-key']);
  });
  test('a bare number after the verb and "by" goes there too', () => {
    expect(analyze('walks led by 3310', GUIDED).analysis.filters).toEqual({ leaderRef: 3310 });
  });
  test('a verb naming no role leaves the number to the entity noun', () => {
    expect(analyze('walks joined by member 3310', GUIDED).analysis.filters).toEqual({ memberRef: 3310 });
  });
  test('with no key for the role the entity noun keeps it', () => {
    expect(analyze('walks led by member 3310', RAMBLES).analysis.filters).toEqual({ memberRef: 3310 });
  });
  test.each([
    ['projects managed by 3 people', ['project_id', 'manager_id']],
    ['clinics covered by 2 insurers', ['clinic_id', 'insurer_id']],
    ['fairs hosted by 12 clubs', ['fair_id', 'host_id']],
    ['modules offered by 3 departments', ['module_id', 'department_id']],
  ])('%p: a number before what it counts is no key', (prompt, fields) => {
    const result = analyze(prompt, { fields, collections: [prompt.split(' ')[0]!] }, { explain: true });
    expect(result.analysis.filters).toEqual({});
    expect(rules(result)).not.toContain('filters.doer-key');
  });
  test('a bare year after "by" is no key', () => {
    expect(rules(analyze('walks led by 2024', GUIDED, { explain: true }))).not.toContain('filters.doer-key');
  });
  test('a bare number after "to" is left to other rules', () => {
    const chores = { fields: ['chore_id', 'assignee_id'], collections: ['chores'] };
    expect(rules(analyze('chores assigned to 5', chores, { explain: true }))).not.toContain('filters.doer-key');
  });
});

describe('filters: a field named to depart from or arrive at is a route end', () => {
  // an invented canal-boat hire: each trip departs from one wharf and arrives at another
  const TRIPS = {
    fields: ['_id', 'tripCode', 'depart_wharf', 'arrive_wharf', 'departed_on', 'boat_name'],
    collections: ['trips'],
  };
  test('"from" a place is where the trip departs', () => {
    expect(analyze('trips from Stoke Bruerne', TRIPS).analysis.filters).toEqual({ depart_wharf: 'Stoke Bruerne' });
  });
  test('"to" a place is where it arrives', () => {
    expect(analyze('trips to Braunston', TRIPS).analysis.filters).toEqual({ arrive_wharf: 'Braunston' });
  });
});

describe('filters: living "on" a place is a home place (filters.place)', () => {
  // an invented island co-operative: members keep the island they live on, boats a name of their own
  const COOP = {
    fields: ['_id', 'boat_name', 'berth_no', 'member_name', 'home_islet', 'joined_year'],
    collections: ['boats', 'members'],
  };
  test('the home field takes the place after "live on"', () => {
    const result = analyze('members who live on Skarra', COOP, { explain: true });
    expect(result.analysis.filters).toEqual({ home_islet: 'Skarra' });
    expect(rules(result)).toEqual(['filters.place']);
  });
  test('"based on" says what a thing rests on, not where it is', () => {
    const marks = { fields: ['mark_id', 'location', 'exam_score'], collections: ['marks'] };
    const result = analyze('marks based on SAT results', marks, { explain: true });
    expect(result.analysis.filters).not.toHaveProperty('location');
    expect(rules(result)).not.toContain('filters.place');
  });
  test('"on" after a verb not of living puts no one in a place', () => {
    expect(analyze('members who voted on Skarra', COOP).analysis.filters).not.toEqual({ home_islet: 'Skarra' });
  });
});

describe("filters: a bare place name goes to the records' own place field, not their address (filters.place-value+records-own-place)", () => {
  // an invented orchard register: orchards keep an address and a parish, the nurseries supplying them a town
  const ORCHARDS = {
    fields: ['_id', 'orchard_id', 'grower_name', 'site_addr', 'parish', 'acreage', 'nursery_code', 'nursery_name', 'nursery_town'],
    collections: ['orchards', 'nurseries'],
  };
  test("the orchards' parish takes a name after 'in', over the nurseries' town", () => {
    const result = analyze('orchards in Wickham', ORCHARDS, { explain: true });
    expect(result.analysis.filters).toEqual({ parish: 'Wickham' });
    expect(rules(result)).toEqual(['filters.place-value+records-own-place']);
  });
  test('records with no place of their own leave the name to the town field', () => {
    expect(analyze('nurseries in Wickham', ORCHARDS).analysis.filters).toEqual({ nursery_town: 'Wickham' });
  });
});
