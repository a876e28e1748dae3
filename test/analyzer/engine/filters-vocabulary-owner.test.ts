import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in generic pack: its gender vocabulary, and its synonyms naming a gender field `gender` or `sex`
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis.filters;

describe('filters: a known value held by several fields goes to the named entity', () => {
  // a hostel's wards carry a `gender` policy, its guests a `Sex`
  const HOSTEL = { fields: ['ward_id', 'ward_name', 'gender', 'GuestID', 'LName', 'Sex', 'Age'], collections: ['Ward', 'Guest'] };

  test('the vocabulary field by its other name, of the entity named next to the value', () => {
    expect(filters('list the female guests', HOSTEL)).toEqual({ Sex: 'female' });
  });

  test('the first field when the entity named owns it', () => {
    expect(filters('list the female wards', HOSTEL)).toEqual({ gender: 'female' });
  });
});
