import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a practice: patients embed their visits; providers keep one name field
const PRACTICE = {
  fields: ['patient_id', 'first_name', 'last_name', 'visits', 'visits.visit_type', 'visits.provider_id', 'provider_id', 'provider_name', 'specialty'],
  collections: ['patients', 'providers'],
};

describe('a title before a name is no value; after "seen by" the name is the doer', () => {
  test.each(['patients seen by Dr. Osei', 'patients seen by Dr Osei'])('%p: the doer is the name after the title', (prompt) => {
    expect(analyze(prompt, PRACTICE).analysis.filters).toEqual({ provider_name: 'Osei' });
  });

  test('a title alone is read as no value', () => {
    expect(Object.values(analyze('visits with Dr. Osei', PRACTICE).analysis.filters)).not.toContain('Dr');
  });
});

// a theatre: cast members keep a role, some roles written as a title alone
const CAST = { fields: ['actor_id', 'actor_name', 'role', 'show_title'], collections: ['cast'] };

describe('a title with no capitalised name after it is a word of its own', () => {
  test.each(['cast playing Dame', 'cast with role Miss'])('%p: the title is read as a value', (prompt) => {
    expect(Object.values(analyze(prompt, CAST).analysis.filters).length).toBe(1);
  });
});
