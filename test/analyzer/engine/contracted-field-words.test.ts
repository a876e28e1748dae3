import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';

// kilns written the way a plant's historian writes them: vowels dropped, words contracted, openings cut off
const KILNS = buildFieldIndex(['kiln_id', 'bldr', 'fuelTyp', 'chmbrCnt', 'firngDt', 'tempr_max', 'glzCode', 'clayOrig', 'rmks'], []);

describe('a question word spelling out a contracted field word reads as it', () => {
  test.each([['builder', 'bldr'], ['chamber', 'chmbr'], ['firing', 'firng'], ['glaze', 'glz'], ['remark', 'rmk'], ['origin', 'orig']])('%p → %p', (word, field) => {
    expect(KILNS.correct(word)).toBe(field);
  });

  test.each(['border', 'gaze', 'chamois', 'order'])('%p spells out none', (word) => {
    expect(KILNS.correct(word)).toBeNull();
  });

  test('an ending of two consonants is a whole word, not a contraction ("parent" is no `part`)', () => {
    expect(buildFieldIndex(['part', 'cost'], []).correct('parent')).toBeNull();
  });
});

describe('a timestamp named by its participle is the date of that action', () => {
  const index = buildFieldIndex(['kiln_id', 'loadedAt', 'fired_on', 'owned_by'], []);
  test.each([['loadeddate', 'loadedAt'], ['fireddate', 'fired_on']])('%p', (phrase, field) => {
    expect(index.phrases.get(phrase)?.[0]?.entry.name).toBe(field);
    expect(index.phrases.get(phrase)?.[0]?.via).toBe('field.stamp-date');
  });
  test('a participle before another word dates nothing', () => {
    expect(index.phrases.get('owneddate')).toBeUndefined();
  });
});

describe('questions over contracted names', () => {
  const engine = createEngine(loadBuiltinRegistry());
  const fields = ['kiln_id', 'bldr', 'fuelTyp', 'chmbrCnt', 'lastFiredDt', 'rmks', 'loadedAt'];
  const analyze = (prompt: string) => engine.analyze({ prompt, fields, collections: ['kilns'] }).analysis;

  test('a group named in full', () => expect(analyze('number of kilns per builder').groupBy).toEqual(['bldr']));
  test('a count field named in full', () => expect(analyze('average chamber count of the kilns').metric).toBe('chmbrCnt'));
  test('a date written `Dt` is a date', () => expect(analyze('the 3 most recently fired kilns').sort).toEqual({ lastFiredDt: -1 }));
  test('the date a stamp keeps', () => expect(analyze('kilns sorted by loading date').sort).toEqual({ loadedAt: 1 }));
  test('a plain word with no contraction names none', () => expect(analyze('number of kilns per border').groupBy).toEqual([]));
});
