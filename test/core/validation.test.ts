import { describe, expect, test } from 'bun:test';
import { t } from 'elysia';
import { sizeBoundBreach } from '../../src/validation.ts';

const Body = t.Object({
  prompt: t.String({ maxLength: 8000, 'x-limit': 4000, 'x-limit-error': 'prompt_too_long' }),
  fields: t.Optional(t.Array(t.String(), { maxItems: 500, 'x-limit-error': 'too_many_fields' })),
  tags: t.Optional(t.Array(t.String(), { maxItems: 3 })),
});

describe('size bounds are checked before the error walk', () => {
  test('an oversized array with its own code answers with that code and the limit, in well under a millisecond per thousand entries', () => {
    const value = { prompt: 'x', fields: Array.from({ length: 100_000 }, (_, i) => `f${i}`) };
    const started = performance.now();
    const failure = sizeBoundBreach(Body, value);
    expect(performance.now() - started).toBeLessThan(50);
    expect(failure?.status).toBe(400);
    expect(failure?.body()).toMatchObject({ error: 'too_many_fields', limit: 500 });
  });

  test('a string is measured in code points against its x-limit', () => {
    expect(sizeBoundBreach(Body, { prompt: '😀'.repeat(4000) })).toBeNull();
    expect(sizeBoundBreach(Body, { prompt: '😀'.repeat(4001) })?.body()).toMatchObject({ error: 'prompt_too_long', limit: 4000 });
  });

  test('a member without a code of its own is a Bad request naming it', () => {
    expect(sizeBoundBreach(Body, { prompt: 'x', tags: ['a', 'b', 'c', 'd'] })?.body()).toMatchObject({ error: 'Bad request', message: 'tags: holds 4 entries; the limit is 3' });
  });

  test('members within bounds, wrong types and inherited names are left to the validator', () => {
    expect(sizeBoundBreach(Body, { prompt: 'x', fields: ['a'] })).toBeNull();
    expect(sizeBoundBreach(Body, { prompt: 5, fields: 'not an array' })).toBeNull();
    expect(sizeBoundBreach(Body, Object.create({ fields: Array.from({ length: 600 }, () => 'f') }))).toBeNull();
    expect(sizeBoundBreach(Body, [1, 2])).toBeNull();
  });
});
