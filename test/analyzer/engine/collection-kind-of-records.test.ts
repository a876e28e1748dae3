import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const has = (result: ReturnType<typeof analyze>, rule: string): boolean => !!result.explanation?.collection.evidence.some((e) => e.rule === rule);

/** A flat list in blocks: owners, the instruments they own, tuners, visits. */
const FIELDS = ['_id', 'owner_id', 'owner_name', 'street', 'instrument_id', 'ownerRef', 'builder', 'body_kind', 'built_year',
  'tuner_id', 'tuner_name', 'visit_id', 'visit_day', 'fee'];
const COLLECTIONS = ['owners', 'instruments', 'tuners', 'visits'];

describe('collection: a word WordNet files under one collection\'s head names a kind of its records', () => {
  test.each(['violins lent to OW-221', 'the newest harpsichord', 'list every cello'])('%p → instruments', (prompt) => {
    const result = analyze(prompt, { fields: FIELDS, collections: COLLECTIONS }, { explain: true });
    expect(result.analysis.collection[0]).toBe('instruments');
    expect(has(result, 'collection.kind-of-records')).toBe(true);
  });

  test.each([
    // a collection named says whose records are asked for
    'owners keeping violins',
    // no word is a kind of any collection's records
    'fees paid in cash',
  ])('%p is not read as a kind of records', (prompt) => {
    const result = analyze(prompt, { fields: FIELDS, collections: COLLECTIONS }, { explain: true });
    expect(has(result, 'collection.kind-of-records')).toBe(false);
  });

  test('a lookup table labels kinds: its head names no records', () => {
    const result = analyze('list every cello', { fields: FIELDS, collections: ['owners', 'Ref_Instrument_Kinds', 'Lkp_Instruments', 'visits'] }, { explain: true });
    expect(has(result, 'collection.kind-of-records')).toBe(false);
  });
});

/** Machines embed their repairs, each keeping the fault's code; the fault lookup keeps the code and its text. */
const FAULT_FIELDS = ['_id', 'machine_no', 'machine_name', 'repairs', 'repairs.repair_id', 'repairs.fault_code', 'repairs.repaired_on',
  'engineer_id', 'eng_name', 'fault_code', 'fault_text'];
const FAULT_COLLECTIONS = ['lkp_faults', 'engineers', 'machines'];

describe('collection: a value of a lookup\'s own code, in a question asking for any records, picks the records keeping it', () => {
  test.each(['everything with fault F-22', 'anything having fault F-22'])('%p → machines, the lookup unnamed', (prompt) => {
    const result = analyze(prompt, { fields: FAULT_FIELDS, collections: ['lkp_fault_codes', 'engineers', 'machines'] }, { explain: true });
    expect(result.analysis.collection[0]).toBe('machines');
    expect(has(result, 'collection.keeps-code-of-lookup-value')).toBe(true);
  });

  test('named before the value, the lookup only says which key it is', () => {
    const result = analyze('everything with fault F-22', { fields: FAULT_FIELDS, collections: FAULT_COLLECTIONS }, { explain: true });
    expect(result.analysis.collection[0]).toBe('machines');
    expect(has(result, 'collection.keeps-key-of-named-value')).toBe(true);
  });

  test.each(['what does fault F-22 mean', 'the text of fault F-22'])('%p asks for the lookup entry', (prompt) => {
    for (const collections of [FAULT_COLLECTIONS, ['lkp_fault_codes', 'engineers', 'machines']]) {
      const result = analyze(prompt, { fields: FAULT_FIELDS, collections }, { explain: true });
      expect(has(result, 'collection.keeps-code-of-lookup-value') || has(result, 'collection.keeps-key-of-named-value')).toBe(false);
    }
  });
});
