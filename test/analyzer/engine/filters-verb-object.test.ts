import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a name right after a verb that implies an attribute is the name of what the verb was done to', () => {
  const GALLERIES = { fields: ['gallery_id', 'title', 'sponsor', 'opened_year', 'city'], collections: ['Galleries'] };
  test.each([
    ['Who sponsored Brightwater?', { title: 'Brightwater' }],
    ['Name the person that sponsored Brightwater', { title: 'Brightwater' }],
  ])('%p', (prompt, expected) => {
    expect(analyze(prompt, GALLERIES).analysis.filters).toEqual(expected);
    expect(analyze(prompt, GALLERIES, { explain: true }).explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+verb-object']);
  });

  test('after "by" the name is the one who did it', () => {
    expect(analyze('galleries sponsored by Brightwater', GALLERIES).analysis.filters).toEqual({ sponsor: 'Brightwater' });
  });
});
