import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented seed bank: lots are supplied and dried by named people
const SEEDS = { fields: ['lot_no', 'species', 'supplied_by', 'dried_by', 'stored_on'], collections: ['lots'] };
const run = (prompt: string) => analyze(prompt, SEEDS, { explain: true });

describe('filters: the bare verb after "did <name>" names the done-by field its participle spells, a spelling change and all', () => {
  test.each([
    ['How many lots did K. Brand supply?', { supplied_by: 'K. Brand' }],
    ['which lots did Ada Roy dry', { dried_by: 'Ada Roy' }],
  ])('%p', (prompt, expected) => {
    const result = run(prompt);
    expect(result.analysis.filters).toEqual(expected);
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.agent-before-done-by-field']);
  });

  test('with no auxiliary before the name the bare verb names no doer', () => {
    expect(run('lots K. Brand supply').analysis.filters).not.toHaveProperty('supplied_by');
  });

  // an invented registry: forms are filed by one clerk and filled by another
  const FORMS = ['form_id', 'title', 'filed_by', 'filled_by', 'filed_on'];
  test('of two verbs whose participles share a stem, the bare verb names its own participle', () => {
    expect(analyze('which forms did Ann Lee file', { fields: FORMS, collections: ['forms'] }).analysis.filters).toEqual({ filed_by: 'Ann Lee' });
    expect(analyze('which forms did Ann Lee fill', { fields: FORMS, collections: ['forms'] }).analysis.filters).toEqual({ filled_by: 'Ann Lee' });
  });

  test('a bare verb names no other verb whose participle its stem may spell', () => {
    expect(analyze('which forms did Ann Lee file', { fields: ['form_id', 'title', 'filled_by'], collections: ['forms'] }).analysis.filters).toEqual({});
    expect(analyze('which trees did Ann Lee fir', { fields: ['tree_id', 'fired_by'], collections: ['trees'] }).analysis.filters).toEqual({});
  });
});
