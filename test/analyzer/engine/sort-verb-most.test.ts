import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const KEEPERS = { fields: ['_id', 'name', 'weight', 'salary', 'lighthouses', 'lighthouses.lighthouse_id'], collections: ['keepers'] };

describe('a verb of measure before "the most/least" names the ranked field', () => {
  test.each([
    ['tell me which keeper weighs the most', { weight: -1 }],
    ['which keeper earns the least?', { salary: 1 }],
  ])('%p', (prompt, sort) => {
    const { analysis } = analyze(prompt, KEEPERS);
    expect(analysis.sort).toEqual(sort as never);
    expect(analysis.limit).toBe(1);
  });

  test('a field named after the superlative is ranked instead', () => {
    expect(analyze('which keeper earns the most salary?', KEEPERS).analysis.sort).toEqual({ salary: -1 });
  });
});
