import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

/** The prompt's filters hold `expected`, and the evidence names `rule`. */
function readsAs(prompt: string, schema: { fields: string[]; collections: string[] }, expected: Record<string, unknown>, rule: string): void {
  const result = analyze(prompt, schema, { explain: true });
  expect(result.analysis.filters).toMatchObject(expected);
  expect(filterRules(result)).toContain(rule);
}

describe('filters: letters before a code that spell a field name that field (filters.code+prefix-spells-field)', () => {
  // an invented repair shop: vehicles with their service jobs embedded
  const GARAGE = {
    fields: ['_id', 'vin', 'make', 'owner_name', 'service_jobs', 'service_jobs.job_id', 'service_jobs.bay', 'service_jobs.opened_on', 'fleet_tag'],
    collections: ['vehicles', 'bays'],
  };

  test('the whole name', () => {
    const result = analyze('service jobs for VIN-88213', GARAGE, { explain: true });
    expect(result.analysis.filters).toEqual({ vin: 'VIN-88213' });
    expect(filterRules(result)).toContain('filters.code+prefix-spells-field');
  });

  test('one word of a longer name', () => {
    expect(analyze('jobs on TAG-0042', GARAGE).analysis.filters).toEqual({ fleet_tag: 'TAG-0042' });
  });
});

describe('filters: a code in capitals after a word of a code field goes to that field (filters.proper-value+code-field-word)', () => {
  // an invented help desk: tickets, and a lookup of hold causes listed after them
  const DESK_FIELDS = ['_id', 'ticket_no', 'title', 'cause_code', 'queue_class_code', 'opened_at', 'cause_label', 'queue_class_name'];
  const DESK = { fields: DESK_FIELDS, collections: ['tickets', 'ref_causes', 'ref_queue_classes'] };

  test.each([
    ['tickets parked for cause PARTS_WAIT', { cause_code: 'PARTS_WAIT' }],
    ['open tickets on queue TIERTWO', { queue_class_code: 'TIERTWO' }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    const result = analyze(prompt, DESK, { explain: true });
    expect(result.analysis.filters).toMatchObject(expected);
    expect(filterRules(result)).toContain('filters.proper-value+code-field-word');
  });

  test('a code with digits too (filters.code+code-field-word)', () => {
    readsAs('open tickets on queue T2-B', DESK, { queue_class_code: 'T2-B' }, 'filters.code+code-field-word');
  });

  test('a capitalised name after the word stays a name', () => {
    expect(analyze('tickets for cause Smith', DESK).analysis.filters).not.toHaveProperty('cause_code');
  });
});

describe('filters: a yes/no field named by a word and a flag ending is said by the word (filters.flag+flag-ending)', () => {
  const CRATES = { fields: ['_id', 'crate_id', 'fragile_flag', 'weight_kg', 'packed_on'], collections: ['crates'] };

  test.each([
    ['fragile crates packed this week', { fragile_flag: true }],
    ['crates that are not fragile', { fragile_flag: false }],
  ] as Array<[string, Record<string, unknown>]>)('%p', (prompt, expected) => {
    const result = analyze(prompt, CRATES, { explain: true });
    expect(result.analysis.filters).toMatchObject(expected);
    expect(filterRules(result)).toContain('filters.flag+flag-ending');
  });
});

describe('filters: capitals joined by underscores are a state the one status code keeps (filters.proper-value+state-code)', () => {
  // an invented print shop: jobs with a status code, shipped to a city
  const PRINT = { fields: ['_id', 'job_no', 'status_code', 'ship_city', 'ordered_on', 'pages'], collections: ['jobs', 'ref_statuses'] };

  test('jobs held in AWAITING_PROOF', () => {
    readsAs('how many jobs are held in AWAITING_PROOF', PRINT, { status_code: 'AWAITING_PROOF' }, 'filters.proper-value+state-code');
  });

  test('a place after "in" stays a place', () => {
    expect(analyze('how many jobs shipped to customers in Leeds', PRINT).analysis.filters).not.toHaveProperty('status_code');
  });
});

describe('filters: a short word in capitals before a word of a code field goes to that field (filters.proper-value+code-field-word-after)', () => {
  // an invented help desk: tickets with a queue code, and a lookup naming the queues
  const DESK = { fields: ['_id', 'ticket_no', 'title', 'queue_code', 'opened_at', 'queue_label'], collections: ['tickets', 'ref_queues'] };

  test('"tickets in the NET queue"', () => {
    const result = analyze('How many tickets are in the NET queue?', DESK, { explain: true });
    expect(result.analysis.filters).toEqual({ queue_code: 'NET' });
    expect(filterRules(result)).toContain('filters.proper-value+code-field-word-after');
  });

  test('a capitalised name before the word stays a name', () => {
    expect(analyze('tickets in the Smith queue', DESK).analysis.filters).not.toHaveProperty('queue_code');
  });
});
