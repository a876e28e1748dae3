import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze, NOW } from './fixtures.ts';

describe('filters: a name between "the" and a singular record noun names that record, not who made such records', () => {
  // an invented sewing-pattern trade: shops keep their own names, patterns the person who drew them
  const PATTERNS = {
    fields: ['_id', 'pattern_no', 'outlet_no', 'sold_on', 'pattern_title', 'author', 'shop_name', 'opened_year'],
    collections: ['patterns', 'sales', 'shops'],
  };
  test.each([
    ['sales at the Quayside shop', 'Quayside'],
    ['which patterns sit in the Millbrook shop?', 'Millbrook'],
  ])('%p', (prompt, name) => {
    expect(analyze(prompt, PATTERNS).analysis.filters).toEqual({ shop_name: name });
  });

  test('a plural noun after a name still reads as what that person made', () => {
    expect(analyze('list the Ada Ferrow patterns', PATTERNS).analysis.filters).toEqual({ author: 'Ada Ferrow' });
  });
});

describe('filters: a trade word between "the" and a singular record noun is that record\'s name, not a value of another field', () => {
  // an invented academy: "history" is a known value of a major (education pack) and here also a faculty's name
  const ACADEMY = {
    fields: ['pupil_ref', 'pupil_label', 'major', 'gpa', 'credits', 'semester', 'faculty_ref', 'faculty_title'],
    collections: ['pupils', 'modules', 'faculties'],
  };
  test('"modules run by the History faculty" names the faculty', () => {
    // the built-in packs: the education pack knows "history" as a major
    const packed = createEngine(loadBuiltinRegistry()).analyze({ prompt: 'modules run by the History faculty', ...ACADEMY }, { now: NOW });
    expect(packed.analysis.filters).toEqual({ faculty_title: 'History' });
  });
});
