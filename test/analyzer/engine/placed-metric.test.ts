import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// the same fine is stored on each library and again inside each member's record
const LIBRARIES = {
  fields: ['library_name', 'fines', 'fines.fine_amount', 'members', 'members.member_name', 'members.fines', 'members.fines.fine_amount'],
  collections: ['libraries'],
};
const run = (prompt: string) => analyze(prompt, LIBRARIES, { explain: true });

describe('of several copies of one number, the accumulator takes the one whose path the question says', () => {
  test('"each member" places the fine amount inside the members', () => {
    const { analysis, explanation } = run('What is the total fine amount of each member?');
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('members.fines.fine_amount');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.placed-path')).toBe(true);
  });

  test('without the enclosing word the shallowest copy stays', () => {
    const { analysis, explanation } = run('What is the total fine amount per library?');
    expect(analysis.metric).toBe('fines.fine_amount');
    expect(explanation?.metric.evidence.some((e) => e.rule === 'metric.placed-path')).toBe(false);
  });
});

// two collections, each with its own copy of the parcel weight
const DEPOTS = {
  fields: ['branch_name', 'parcels', 'parcels.weight_kg', 'van_plate', 'loads', 'loads.parcels', 'loads.parcels.weight_kg'],
  collections: ['branches', 'vans'],
};

describe('copies the question places equally: the one in the collection asked about', () => {
  test.each([
    ['What is the average parcel weight across vans?', 'vans', 'loads.parcels.weight_kg'],
    ['What is the average parcel weight across branches?', 'branches', 'parcels.weight_kg'],
  ] as const)('%p → %p, %p', (prompt, collection, metric) => {
    const { analysis } = analyze(prompt, DEPOTS);
    expect(analysis.collection[0]).toBe(collection);
    expect(analysis.metric).toBe(metric);
  });
});

// the enclosing path of each fee is not listed as a field of its own (a client sends leaf paths only)
const GROOMERS = {
  fields: ['visitId', 'petName', 'totalFee', 'services.code', 'services.fee', 'services.minutes', 'groomerId'],
  collections: ['visits', 'groomers'],
};

describe('the path the question says places the accumulated field when its enclosing path is not listed', () => {
  test('"mean fee for services" takes services.fee over the top-level totalFee', () => {
    const { analysis, explanation } = analyze('show me the mean fee for services on poodles', GROOMERS, { explain: true });
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('services.fee');
    expect(explanation?.metric.evidence.some((e) => e.rule.endsWith('+placed-path'))).toBe(true);
  });

  test('without the enclosing word the first reading stays', () => {
    const { analysis } = analyze('what is the average fee per visit?', GROOMERS);
    expect(analysis.metric).toBe('totalFee');
  });
});
