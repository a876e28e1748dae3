import { describe, expect, test } from 'bun:test';
import { nestsDeeperThan } from '../../src/body.ts';

const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  test('counts depth, not brackets: exactly the limit passes, one more fails, for objects and arrays alike', () => {
    expect(nestsDeeperThan(nested(64, '[', ']'), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65, '[', ']'), 64)).toBe(true);
    expect(nestsDeeperThan(nested(64, '{"a":', '}'), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65, '{"a":', '}'), 64)).toBe(true);
    expect(nestsDeeperThan(`[${nested(10, '{"a":', '}')},${nested(63, '[', ']')}]`, 64)).toBe(false);
    expect(nestsDeeperThan(`[${nested(10, '{"a":', '}')},${nested(64, '[', ']')}]`, 64)).toBe(true);
  });

  test('many shallow brackets, or brackets inside strings, are not depth', () => {
    const siblings = `{"fields":[${Array.from({ length: 500 }, () => '[{}]').join(',')}]}`;
    expect(nestsDeeperThan(siblings, 64)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ prompt: '['.repeat(1000), other: '{'.repeat(1000) }), 64)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ prompt: '"\\['.repeat(100) }), 2)).toBe(false);
  });
});
