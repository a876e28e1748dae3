import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented piano workshop: pianos, the cards logging each tuning, and the technicians
const PROMPT = 'which piano got tuned the most times?';
const run = (fields: string[]) => analyze(PROMPT, { fields, collections: ['pianos', 'tune_cards', 'techs'] }, { explain: true });

describe('groupBy: records counted per record of another collection are grouped by the pointer the queried records keep', () => {
  test('the tunings (named by the short verb "tuned") are grouped by the key they keep for the piano', () => {
    const result = run(['_id', 'card_no', 'piano_sku', 'tech_code', 'tune_date', 'charge', 'finish', 'room', 'tech_name']);
    expect(result.analysis.collection[0]).toBe('tune_cards');
    expect(result.analysis.groupBy).toEqual(['piano_sku']);
    expect(result.explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.pointer-in-queried-collection')).toBe(true);
  });

  test('with no pointer at the pianos kept, the group stays one per piano', () => {
    const result = run(['_id', 'card_no', 'tune_date', 'charge', 'finish', 'room']);
    expect(result.analysis.groupBy).toEqual(['_id']);
    expect(result.explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.pointer-in-queried-collection')).toBe(false);
  });
});

describe('collection: "found" names the events of a collection of finds', () => {
  test('the finds are counted, not the people who found them', () => {
    // an invented foraging club logging what each forager finds in which patch
    const schema = { fields: ['_id', 'find_ref', 'patch_code', 'logged_by', 'found_at', 'forager_code', 'forager_name'], collections: ['foragers', 'finds'] };
    expect(analyze('which forager found the most', schema).analysis.collection[0]).toBe('finds');
  });
});
