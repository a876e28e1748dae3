import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** A mine: shafts with a grade and a name, surveys of them. */
const MINE = { fields: ['shaft_id', 'shaftName', 'grade', 'depth_m', 'survey_id', 'surveyed_on'], collections: ['shafts', 'surveys'] };

describe('filters: a roman numeral after a text field\'s noun is a value of that field, as a lone letter is', () => {
  test.each([
    ['how many grade IV shafts do we have', { grade: 'IV' }],
    ['deepest shaft of grade XII', { grade: 'XII' }],
  ])('%p', (prompt, expected) => {
    const { analysis, explanation } = analyze(prompt, MINE, { explain: true });
    expect(analysis.filters).toEqual(expected);
    expect(explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.letter-value+after-field');
  });

  test('the pronoun is no numeral', () => {
    expect(analyze('which grade shafts did I survey', MINE).analysis.filters).toEqual({});
  });
});
