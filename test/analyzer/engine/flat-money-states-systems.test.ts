import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';

// invented flat exports: a marina (berths, moorings let to boats, bills sent to owners) and a veterinary practice
const MARINA = {
  fields: [
    'berth_id', 'pier', 'berth_status', 'length_m',
    'mooring_id', 'berth_id', 'boat_name', 'starts_on', 'towage_cost', 'mooring_status',
    'bill_id', 'mooring_id', 'issued_on', 'sum_due', 'sum_paid', 'bill_state',
  ],
  collections: ['berths', 'moorings', 'bills'],
};
const CREDITS = { fields: ['credit_id', 'owner_id', 'amount', 'status', 'credited_at'], collections: ['credits'] };
const VETS = {
  fields: ['vet_id', 'vet_name', 'started_practice_on', 'hire_date', 'clinic', 'cases', 'cases.case_id', 'cases.vetcode4_code', 'cases.summary'],
  collections: ['vets'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('money verbs name the amount a bill or a payment states', () => {
  test.each([
    ['total billed on bills issued in May 2023', MARINA, 'sum_due'],
    ['total refunded last year', CREDITS, 'amount'],
    ['total invoiced on bills', MARINA, 'sum_due'],
  ])('%p', (prompt, schema, metric) => {
    const a = run(prompt, schema).analysis;
    expect(a.operation).toBe('$sum');
    expect(a.metric).toBe(metric);
  });
});

test('"total mooring spend": the records\' noun said before a measure noun is its adjective, the figure is summed', () => {
  const schema = { fields: ['berth_id', 'pier', 'mooring_id', 'berth_id', 'boat_name', 'towage_cost'], collections: ['berths', 'moorings'] };
  const a = run('total mooring spend per pier', schema).analysis;
  expect([a.operation, a.metric]).toEqual(['$sum', 'towage_cost']);
});

describe('a stage word said of records named by their collection sets the status field that collection owns', () => {
  test.each([
    ['How many berths are vacant right now?', { berth_status: 'vacant' }],
    ['vacant berths', { berth_status: 'vacant' }],
    ['moorings that are discontinued', { mooring_status: 'discontinued' }],
  ])('%p', (prompt, filters) => {
    expect(run(prompt, MARINA).analysis.filters).toEqual(filters);
  });

  test('"moorings that lapsed": the stage word as the whole verb of a relative clause', () => {
    const schema = { fields: ['mooring_id', 'boat_name', 'status', 'pier'], collections: ['moorings'] };
    expect(run('how many moorings that lapsed, per pier', schema).analysis.filters).toEqual({ status: 'lapsed' });
    expect(run('moorings that lapsed their fees', schema).analysis.filters).toEqual({});
  });

  test('the one status field of a single collection', () => {
    const schema = { fields: ['stall_id', 'row', 'status', 'rent'], collections: ['stalls'] };
    expect(run('how many stalls are occupied now', schema).analysis.filters).toEqual({ status: 'occupied' });
  });
});

describe('a code spelled as the name of a code field names the kind of code, not a value', () => {
  test('"VETCODE-4 codes" is the field itself', () => {
    const a = run('the 5 most frequent VETCODE-4 codes we record', VETS).analysis;
    expect(a.filters).toEqual({});
    expect(a.groupBy).toEqual(['cases.vetcode4_code']);
  });
});

describe('time served ranks by the start of service', () => {
  test.each([
    ['Who is our longest-serving vet?', { hire_date: 1 }],
    ['who is the most-senior vet', { hire_date: 1 }],
  ])('%p', (prompt, sort) => {
    const a = run(prompt, VETS).analysis;
    expect(a.sort).toEqual(sort as Record<string, 1 | -1>);
    expect(a.limit).toBe(1);
  });
});

describe('state and having said of records', () => {
  const DEPOTS = { fields: ['depot_id', 'depot_name', 'kind', 'active'], collections: ['depots'] };
  const KEEPERS = { fields: ['keeper_id', 'name', 'hives', 'town'], collections: ['keepers'] };

  test('"active coastal depots": another word of the records may stand between a state and them', () => {
    expect(run('how many active coastal depots are there', DEPOTS).analysis.filters).toMatchObject({ active: true });
  });

  test('"keepers who have hives": a field named by the plural of what is had', () => {
    const a = run('how many keepers have hives?', KEEPERS);
    expect(a.analysis.filters).toEqual({ hives: { $nin: [null, false] } });
    expect(a.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.held-field+plural']);
  });

  test('"associated with hives" has nothing', () => {
    expect(run('keepers associated with hives', KEEPERS).analysis.filters).toEqual({});
  });
});

describe('a question opening with a superlative of a field asks that one value', () => {
  const LEASES = { fields: ['slip_id', 'boat_name', 'deposit_held', 'monthly_fee'], collections: ['slip_leases'] };
  test.each([
    ['highest deposit held on any slip lease', '$max', 'deposit_held'],
    ['lowest monthly fee we charge', '$min', 'monthly_fee'],
  ])('%p', (prompt, op, metric) => {
    const a = run(prompt, LEASES).analysis;
    expect([a.operation, a.metric, a.sort, a.limit]).toEqual([op, metric, {}, null]);
  });
});

test('a UPS number quoted short is a tracking number', () => {
  const schema = { fields: ['parcel_id', 'tracking_no', 'weight_kg', 'status'], collections: ['parcels'] };
  expect(run('where is 1Z7Q82K4PD now?', schema).analysis.filters).toEqual({ tracking_no: '1Z7Q82K4PD' });
});

describe('sector vocabularies: payment methods and customer segments, repair categories, client industries', () => {
  const engine = createEngine(loadBuiltinRegistry());
  const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: new Date('2025-06-01T00:00:00Z') });
  const BILLING = {
    fields: ['workspace_id', 'workspace_name', 'segment', 'mrr', 'subscription_id', 'plan', 'seats', 'renews_on', 'charge_id', 'method', 'amount', 'status', 'charged_at'],
    collections: ['workspaces', 'subscriptions', 'charges'],
  };
  test.each([
    ['wire charges last month', 'method'],
    ['mid-market workspaces', 'segment'],
  ])('%p', (prompt, field) => {
    expect(Object.keys(run(prompt, BILLING).analysis.filters)).toContain(field);
  });

  test('a repair category of a letting schema', () => {
    const LETTINGS = {
      fields: ['property_id', 'address', 'bedrooms', 'rent', 'listing_status', 'ticket_id', 'property_id', 'category', 'priority', 'reported_on'],
      collections: ['properties', 'repair_tickets'],
    };
    expect(run('electrical repair tickets', LETTINGS).analysis.filters).toMatchObject({ category: 'electrical' });
  });

  test('an industry of a shipper', () => {
    const FREIGHT = {
      fields: ['shipper_id', 'shipper_name', 'industry', 'city', 'consignment_id', 'shipper_id', 'tracking_number', 'carrier', 'mode', 'weight_kg', 'ship_date'],
      collections: ['shippers', 'consignments'],
    };
    expect(run('automotive shippers in Leeds', FREIGHT).analysis.filters).toMatchObject({ industry: 'automotive' });
  });
});
