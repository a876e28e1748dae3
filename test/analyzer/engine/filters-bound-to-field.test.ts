import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { analyze, NOW } from './fixtures.ts';

// a crew roster: crew keep first and last names and a post written in words
const ROSTER = { fields: ['crew_id', 'first_name', 'last_name', 'post_title', 'ship_id', 'ship_name'], collections: ['crew', 'ships'] };

describe('a name bound by "is" to a text field named after "whose" or "where" is that field\'s value, whole', () => {
  test.each([
    ['crew whose post title is Chief Engineer', { post_title: 'Chief Engineer' }],
    ['crew where post title is Second Mate', { post_title: 'Second Mate' }],
  ])('%p', (prompt, filters) => {
    const { analysis, explanation } = analyze(prompt, ROSTER, { explain: true });
    expect(analysis.filters).toEqual(filters);
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.proper-value+bound-to-field');
  });

  test('with no "whose" or "where" before the field, a name after "is" is not bound to it', () => {
    const { explanation } = analyze('crew and their post title is Chief Engineer', ROSTER, { explain: true });
    expect(explanation!.filters.evidence.map((e) => e.rule)).not.toContain('filters.proper-value+bound-to-field');
  });

  test('bound to a name part, the name stays in that part', () => {
    expect(analyze('crew whose last name is Okafor', ROSTER).analysis.filters).toEqual({ last_name: 'Okafor' });
  });
});

// staff keep a title and the key of their manager, which the built-in staffing pack calls the manager
const STAFF = { fields: ['emp_id', 'first_name', 'last_name', 'dept_id', 'job_title', 'manager_id', 'dept_name'], collections: ['staff', 'departments'] };
const builtin = createEngine(loadBuiltinRegistry());

describe('a capitalised word bound by "is" to a text field is its value, though a key answers to it too', () => {
  test('staff whose job title is Manager', () => {
    const { analysis, explanation } = builtin.analyze({ prompt: 'staff whose job title is Manager', ...STAFF }, { now: NOW, explain: true });
    expect(analysis.filters).toEqual({ job_title: 'Manager' });
    expect(explanation!.filters.evidence[0]!.rule).toBe('filters.named-value');
  });
});
