import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const HARBOR = { fields: ['_id', 'name', 'depth', 'berths', 'opened'], collections: ['harbors'] };

describe('an extreme a record holds ranks records ("the harbor with the maximum depth")', () => {
  test.each([
    ['the name of the harbor with the maximum depth', { depth: -1 }],
    ['which harbor has the minimum depth?', { depth: 1 }],
  ])('%p', (prompt, sort) => {
    const { analysis } = analyze(prompt, HARBOR);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual(sort as never);
    expect(analysis.limit).toBe(1);
  });

  test('the extreme value itself stays an aggregate', () => {
    const { analysis } = analyze('what is the maximum depth of the harbors?', HARBOR);
    expect(analysis.operation).toBe('$max');
    expect(analysis.metric).toBe('depth');
    expect(analysis.sort).toEqual({});
  });
});
