import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented flat schema: beehives and their keepers
const APIARY = {
  fields: ['keeper_id', 'keeper_name', 'hive_id', 'keeper_id', 'hive_code', 'apiary_postcode', 'frames'],
  collections: ['hives', 'keepers'],
};
const filterOf = (prompt: string) => {
  const { analysis, explanation } = analyze(prompt, APIARY, { explain: true });
  return { filters: analysis.filters, rules: explanation?.filters.evidence.map((e) => e.rule) };
};

describe('filters: an unquoted affix after a starting/ending/containing phrase is a pattern on its field', () => {
  test('digits after "starting with"', () => {
    expect(filterOf('hives whose apiary postcode starts with 91')).toEqual({
      filters: { apiary_postcode: { $regex: '^91', $options: 'i' } }, rules: ['filters.unquoted-prefix'],
    });
  });

  test('a word after "the word" is the affix, an upper-case code needs no kind word', () => {
    expect(filterOf('keepers whose name contains the word moss').filters).toEqual({ keeper_name: { $regex: 'moss', $options: 'i' } });
    expect(filterOf('hives with a hive code ending with QX').filters).toEqual({ hive_code: { $regex: 'QX$', $options: 'i' } });
  });

  test('"contain at least two" is a count, no affix', () => {
    expect(filterOf('keepers that contain at least two hives').filters).toEqual({});
  });
});

// an invented schema where another collection's name field is listed first
const LOOMS = { fields: ['mill_name', 'town', 'weaver_id', 'weaver_name', 'shift'], collections: ['mills', 'weavers'] };

describe('filters: a piece of text searched in things that have names is searched in their name', () => {
  test('"weavers that have names containing the letter z" searches the weavers\' name', () => {
    expect(analyze('weavers that have names containing the letter z', LOOMS).analysis.filters).toEqual({ weaver_name: { $regex: 'z', $options: 'i' } });
  });

  test('"weavers with names including \'q\'" likewise', () => {
    expect(analyze('weavers with names including \'q\'', LOOMS).analysis.filters).toEqual({ weaver_name: { $regex: 'q', $options: 'i' } });
  });
});
