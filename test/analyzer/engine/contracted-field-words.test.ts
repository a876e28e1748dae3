import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';

// kilns written the way a plant's historian writes them: vowels dropped, words contracted, openings cut off
const KILNS = buildFieldIndex(['kiln_id', 'bldr', 'fuelTyp', 'chmbrCnt', 'frngDt', 'tempr_max', 'glzCode', 'clayOrig', 'rmrks', 'substnNm', 'headcnt'], []);

describe('a question word spelling out a contracted field word reads as it', () => {
  test.each([['builder', 'bldr'], ['chamber', 'chmbr'], ['firing', 'frng'], ['glaze', 'glz'], ['remark', 'rmrk'], ['substation', 'substn'], ['headcount', 'headcnt']])('%p → %p', (word, field) => {
    expect(KILNS.correct(word)).toEqual({ word: field, via: 'field.contracted' });
  });

  test('a four-letter cut-off reads with two more letters', () => expect(KILNS.correct('origin')).toEqual({ word: 'orig', via: 'field.cut-off' }));

  test.each(['border', 'gaze', 'chamois', 'order'])('%p spells out none', (word) => {
    expect(KILNS.correct(word)).toBeNull();
  });

  test('an ending of two consonants is a whole word, not a contraction ("parent" is no `part`)', () => {
    expect(buildFieldIndex(['part', 'cost'], []).correct('parent')).toBeNull();
  });

  // short all-consonant field words: a common word losing a consonant of its own is another word
  const SHORT = buildFieldIndex(['mrn', 'pct', 'src', 'month', 'pmt'], []);
  test.each(['margin', 'modern', 'product', 'percent', 'scarce', 'monolith', 'metformin', 'permit'].map((w) => [w]))('%p contracts to none', (word) => {
    expect(SHORT.correct(word)?.via === 'field.contracted' ? SHORT.correct(word)?.word : null).toBeNull();
  });
  test('a word keeping every consonant still reads ("source" → `src`)', () => expect(SHORT.correct('source')?.word).toBe('src'));

  test('a whole word made by an ending is no cut-off word ("namely" is no `name`)', () => {
    expect(buildFieldIndex(['name', 'orig'], []).correct('namely')).toBeNull();
  });
  test('"memory" is no `memo` read in full', () => {
    expect(buildFieldIndex(['memo', 'orig'], []).correct('memory')).toBeNull();
  });
});

describe('a timestamp named by its participle is the date of that action', () => {
  const index = buildFieldIndex(['kiln_id', 'loadedAt', 'fired_on', 'lastGlazedAt', 'owned_by'], []);
  test.each([['loadeddate', 'loadedAt'], ['fireddate', 'fired_on'], ['glazeddate', 'lastGlazedAt']])('%p', (phrase, field) => {
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
  const analyze = (prompt: string, schema = fields) => engine.analyze({ prompt, fields: schema, collections: ['kilns'] }, { explain: true });

  test('a group named in full, with the rule reading it', () => {
    const { analysis, explanation } = analyze('number of kilns per builder');
    expect(analysis.groupBy).toEqual(['bldr']);
    expect(explanation?.rawTokens.evidence.map((e) => e.rule)).toContain('field.contracted');
  });
  test('a count field named in full', () => expect(analyze('average chamber count of the kilns').analysis.metric).toBe('chmbrCnt'));
  test('a date written `Dt` is a date', () => expect(analyze('the 3 most recently fired kilns').analysis.sort).toEqual({ lastFiredDt: -1 }));
  test('the date a stamp keeps, named by its participle after another word', () => {
    expect(analyze('kilns sorted by glazed date', ['kiln_id', 'loadedAt', 'lastGlazedAt', 'bldr']).analysis.sort).toEqual({ lastGlazedAt: 1 });
  });
  test('a plain word with no contraction names none', () => expect(analyze('number of kilns per border').analysis.groupBy).toEqual([]));
  test('a common word losing a consonant names no short field', () => {
    expect(analyze('number of kilns per margin', ['kiln_id', 'kilnName', 'mrn', 'pct', 'region']).analysis.groupBy).toEqual([]);
  });
  test('conventional contractions read from the lexicon', () => {
    const schema = ['kiln_id', 'mfr', 'lvl', 'PMT_MTHD', 'chg'];
    expect(analyze('number of kilns per manufacturer', schema).analysis.groupBy).toEqual(['mfr']);
    expect(analyze('number of kilns per payment method', schema).analysis.groupBy).toEqual(['PMT_MTHD']);
    expect(analyze('number of kilns per level', schema).analysis.groupBy).toEqual(['lvl']);
    expect(analyze('average charge of the kilns', schema).analysis.metric).toBe('chg');
  });
});
