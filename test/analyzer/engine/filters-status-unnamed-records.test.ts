import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// invented schemas: a kayak rental shop whose flat list keeps one document status (`rental_status`) beside an embedded
// leaf's own (`repairs.status`), and a seed library with two collections keeping a status each
const KAYAKS = {
  fields: ['rental_id', 'paddler_id', 'rental_status', 'start_date', 'hours', 'fee', 'repairs.status', 'repairs.part',
    'paddler_name', 'paddler_email', 'kayak_id', 'hull_colour'],
  collections: ['rentals', 'paddlers', 'kayaks'],
};
const SEEDS = {
  fields: ['packet_id', 'variety', 'status', 'borrower_id', 'borrower_name', 'membership_status'],
  collections: ['packets', 'borrowers'],
};
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });
const rules = (prompt: string, schema: { fields: string[]; collections: string[] }) =>
  run(prompt, schema).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a stage said of records no collection names goes to the one document status (filters.status-word+unnamed-records)', () => {
  test.each([
    ['anything refunded?', 'refunded'],
    ['everything that got voided last week', 'voided'],
    ["what's still pending", 'pending'],
    ['whats pending rn', 'pending'],
    ['anything delayed right now', 'delayed'],
  ])('%p', (prompt, stage) => {
    const result = run(prompt, KAYAKS);
    expect(result.analysis.filters).toEqual({ rental_status: stage });
    expect(result.analysis.collection[0]).toBe('rentals');
    expect(rules(prompt, KAYAKS)).toContain('filters.status-word+unnamed-records');
  });

  test('a stage noun in the plural names the records itself ("the no-shows")', () => {
    expect(run('show no-shows from March 2025', KAYAKS).analysis.filters).toEqual({ rental_status: 'no-show' });
  });

  test('a stage a labelling participle gives records no collection names ("anything marked no-show")', () => {
    expect(run('anything marked no-show?', KAYAKS).analysis.filters).toEqual({ rental_status: 'no-show' });
    expect(rules('anything marked no-show?', KAYAKS)).toEqual(['filters.labelled+status+sole-status']);
  });

  test('a schema keeping a status in two collections says nothing of whose the unnamed records are', () => {
    expect(run('anything refunded?', SEEDS).analysis.filters).toEqual({});
  });

  test('records the question names keep their own status, not the unnamed rule', () => {
    expect(rules('borrowers who are suspended', SEEDS)).not.toContain('filters.status-word+unnamed-records');
  });

  test('a stage word that is not the end of its clause is no stage of unnamed records ("anything cancelled by phone")', () => {
    expect(run('anything cancelled by phone', KAYAKS).analysis.filters).not.toHaveProperty('rental_status');
  });
});

describe('filters: a phrase saying up to when closes a stage\'s clause (STATE_CLOSING_PHRASES)', () => {
  test.each([
    ['how many rentals were voided so far?', 'voided'],
    ['rentals that were cancelled to date', 'cancelled'],
  ])('%p', (prompt, stage) => {
    expect(run(prompt, KAYAKS).analysis.filters).toEqual({ rental_status: stage });
  });

  test('"so" not followed by "far" closes nothing', () => {
    expect(run('how many rentals have been cancelled so late', KAYAKS).analysis.filters).not.toHaveProperty('rental_status');
  });
});

describe('filters: a plural noun the schema does not use, asked about, names the unnamed records (RECORD_ASKING_WORDS)', () => {
  test('"which trips got postponed" keeps the stage in the one document status', () => {
    expect(run('which trips got postponed?', KAYAKS).analysis.filters).toEqual({ rental_status: 'postponed' });
    expect(rules('which trips got postponed?', KAYAKS)).toEqual(['filters.status-word+unnamed-records']);
  });

  test('a noun the schema names is no unnamed record ("which paddlers got suspended" reads no rental status)', () => {
    expect(run('which paddlers got suspended?', KAYAKS).analysis.filters).not.toHaveProperty('rental_status');
  });
});

describe('filters: a stage noun naming a yes/no field of its own (filters.status-word+own-flag)', () => {
  const VISITS = {
    fields: ['visit_id', 'visit_status', 'no_show', 'booked_for', 'vet_name'],
    collections: ['visits', 'vets'],
  };
  test('"visits that were no-shows" beside `no_show` is that flag, not the status', () => {
    expect(run('how many visits were no-shows', VISITS).analysis.filters).toEqual({ no_show: true });
    expect(rules('how many visits were no-shows', VISITS)).toEqual(['filters.status-word+own-flag']);
  });

  test('without such a field the noun is the status\'s value', () => {
    expect(run('how many visits were no-shows', { ...VISITS, fields: VISITS.fields.filter((f) => f !== 'no_show') }).analysis.filters).toEqual({ visit_status: 'no-show' });
  });
});
