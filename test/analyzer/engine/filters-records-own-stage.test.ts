import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { analyze, makeRegistry, NOW } from './fixtures.ts';

// an invented subscription service: subscribers with a stage of their own (`status`), and the bills sent to them
const SERVICE = {
  fields: ['subscriber_id', 'display_name', 'status', 'signed_up_at', 'bill_id', 'bill_status', 'amount_owed', 'issued_on'],
  collections: ['subscribers', 'bills'],
};
// an invented parts depot: crates with a stage, and their weight
const DEPOT = { fields: ['crate_id', 'crate_status', 'packed_on', 'gross_kg'], collections: ['crates'] };

// an invented trade whose pack knows the stages its `status` field holds
const SUBSCRIPTIONS: SectorPack = {
  id: 'subscriptions', label: 'Subscriptions', signals: { fields: ['subscriberId', 'status', 'signedUpAt'] }, synonyms: {},
  defaultMetrics: [], dateFields: ['signedUpAt'], entities: [], vocabularies: { status: ['dormant', 'lapsing'] },
};
const engine = createEngine(makeRegistry(SUBSCRIPTIONS));
const explained = (prompt: string) => engine.analyze({ prompt, ...SERVICE }, { now: NOW, explain: true });
const rules = (prompt: string) => explained(prompt).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a stage or a sum said of the records named is kept in their own fields', () => {
  test('a pack stage word goes to the status field of the records beside it, not another collection\'s', () => {
    expect(explained('dormant bills').analysis.filters).toEqual({ bill_status: 'dormant' });
    expect(rules('dormant bills')).toEqual(['filters.pack-vocabulary+records-status']);
  });

  test('a number compared with records whose named field is their status is their money field', () => {
    expect(explained('bills over 300').analysis.filters).toEqual({ amount_owed: { $gt: 300 } });
    expect(rules('bills over 300')).toEqual(['filters.compare$gt+holds-quantity+records-money']);
  });

  test.each([
    ['outstanding bills', { bill_status: 'outstanding' }],
    ['unpaid bills', { bill_status: 'unpaid' }],
  ])('%p: a sum still owed is a stage', (prompt, expected) => {
    expect(explained(prompt).analysis.filters).toEqual(expected);
  });

  test.each([
    ['backordered crates', { crate_status: 'backordered' }],
    ['crates still deferred', { crate_status: 'deferred' }],
    ['crates currently pending', { crate_status: 'pending' }],
  ])('%p: a stage word, linked to the records by an adverb of time alone', (prompt, expected) => {
    expect(analyze(prompt, DEPOT).analysis.filters).toEqual(expected);
  });

  test('a function word between a state word and the records makes the word a noun, no stage', () => {
    expect(analyze('total weight of outstanding for crates', DEPOT).analysis.filters).toEqual({});
  });
});
