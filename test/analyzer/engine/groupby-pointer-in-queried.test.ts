import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const PROMPT = 'which boat has been hired out the most?';
const run = (fields: string[]) => analyze(PROMPT, { fields, collections: ['boats', 'hire_slips', 'skippers'] }, { explain: true });

describe('groupBy: records counted per record of another collection are grouped by the pointer the queried records keep', () => {
  test('the hires (named by the short verb "hired") are grouped by the key they keep for the boat', () => {
    const result = run(['_id', 'slip_no', 'boat_sku', 'skipper_code', 'hire_start', 'fee_amt', 'hull_colour', 'berth', 'skipper_name']);
    expect(result.analysis.collection[0]).toBe('hire_slips');
    expect(result.analysis.groupBy).toEqual(['boat_sku']);
    expect(result.explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.pointer-in-queried-collection')).toBe(true);
  });

  test('with no pointer at the boats kept, the group stays one per boat', () => {
    const result = run(['_id', 'slip_no', 'hire_start', 'fee_amt', 'hull_colour', 'berth']);
    expect(result.analysis.groupBy).toEqual(['_id']);
    expect(result.explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.pointer-in-queried-collection')).toBe(false);
  });
});

describe('collection: "found" names the events of a collection of finds', () => {
  test('the finds are counted, not the people who found them', () => {
    const schema = { fields: ['_id', 'find_no', 'spot_code', 'finderNo', 'found_on', 'memberNo', 'member_name'], collections: ['members', 'finds'] };
    expect(analyze('which member has found the most', schema).analysis.collection[0]).toBe('finds');
  });
});
