import type { EngineContext } from './context.ts';
import type { FieldEntry, FieldMention } from './field-index.ts';
import { CLAUSE_BREAKS } from './lexicon/words.ts';

/** Child-name words that say which child of an object field holds its number ("awards" → awards.wins). */
const NUMERIC_CHILD_WORDS = ['win', 'count', 'total', 'rating', 'score', 'value', 'amount', 'number', 'meter', 'vote'];

export function mentionAt(ctx: EngineContext, i: number): FieldMention | undefined {
  return ctx.mentions.find((m) => m.from <= i && i < m.to);
}

export function mentionStartingAt(ctx: EngineContext, i: number): FieldMention | undefined {
  return ctx.mentions.find((m) => m.from === i);
}

/** First field mention after token `i` within `window` tokens, not crossing a clause break. */
export function mentionAfter(ctx: EngineContext, i: number, window: number, crossBreaks = false): FieldMention | undefined {
  for (let j = i + 1; j < ctx.tokens.length && j <= i + window; j++) {
    const m = mentionStartingAt(ctx, j);
    if (m) return m;
    if (!crossBreaks && CLAUSE_BREAKS.has(ctx.tokens[j].text)) return undefined;
  }
  return undefined;
}

/** Nearest field mention ending before token `i` within `window` tokens, not crossing a clause break. */
export function mentionBefore(ctx: EngineContext, i: number, window: number, crossBreaks = false): FieldMention | undefined {
  for (let j = i - 1; j >= 0 && j >= i - window; j--) {
    const m = ctx.mentions.find((x) => x.to - 1 === j);
    if (m) return m;
    if (!crossBreaks && CLAUSE_BREAKS.has(ctx.tokens[j].text)) return undefined;
  }
  return undefined;
}

/** An object whose children include a number it stands for ("awards" → awards.wins), as opposed to a list of records. */
export const hasNumericChild = (entry: FieldEntry): boolean =>
  entry.children.some((c) => NUMERIC_CHILD_WORDS.includes(c.canonWords[c.canonWords.length - 1]!));

/** An object field used as a number means one of its children ("more than 5 awards" → awards.wins). */
export function numericLeaf(entry: FieldEntry): FieldEntry {
  if (!entry.children.length) return entry;
  for (const word of NUMERIC_CHILD_WORDS) {
    const child = entry.children.find((c) => c.canonWords[c.canonWords.length - 1] === word);
    if (child) return numericLeaf(child);
  }
  return numericLeaf(entry.children[0]);
}

/** An embedded list of records ("flights": [{id, pilot, …}]): no child holds a measure, so "the most X" counts them. */
export const isRecordList = (entry: FieldEntry): boolean =>
  entry.children.length > 0 && !entry.children.some((c) => NUMERIC_CHILD_WORDS.includes(c.canonWords[c.canonWords.length - 1]));

export function collectionMentionAt(ctx: EngineContext, i: number) {
  return ctx.collectionMentions.find((m) => m.from <= i && i < m.to);
}
