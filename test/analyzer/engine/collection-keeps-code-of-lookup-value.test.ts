import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const has = (result: ReturnType<typeof analyze>, rule: string): boolean => !!result.explanation?.collection.evidence.some((e) => e.rule === rule);

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
