import { describe, expect, test } from 'bun:test';
import type { EngineContext } from '../../../plugins/analyzer/engine/context.ts';
import { collectionMentionAt, mentionAt, mentionStartingAt } from '../../../plugins/analyzer/engine/mentions.ts';

// only the lists the look-ups read; the spans stand for mentions of invented fields and collections
const spans = (...ranges: Array<[number, number]>) => ranges.map(([from, to]) => ({ from, to, field: `f${from}` }));
const contextOf = (mentions: object[], collectionMentions: object[] = []) => ({ mentions, collectionMentions }) as unknown as EngineContext;

describe('mention look-ups by token', () => {
  test('a list asked about again after two others is read afresh, not from another list', () => {
    const [a, b, c] = [contextOf(spans([0, 2])), contextOf(spans([3, 4])), contextOf(spans([1, 3]))];
    expect(mentionAt(a, 1)).toMatchObject({ from: 0 });
    expect(mentionAt(b, 3)).toMatchObject({ from: 3 });
    expect(mentionAt(c, 1)).toMatchObject({ from: 1 });
    expect(mentionAt(a, 1)).toMatchObject({ from: 0 });
    expect(mentionAt(a, 3)).toBeUndefined();
  });

  test('a list that grows is indexed again', () => {
    const ctx = contextOf(spans([0, 1]), spans([2, 3]));
    expect(collectionMentionAt(ctx, 2)).toMatchObject({ from: 2 });
    expect(mentionStartingAt(ctx, 4)).toBeUndefined();
    (ctx.mentions as object[]).push(...spans([4, 5]));
    expect(mentionStartingAt(ctx, 4)).toMatchObject({ from: 4 });
    expect(collectionMentionAt(ctx, 2)).toMatchObject({ from: 2 });
  });
});
