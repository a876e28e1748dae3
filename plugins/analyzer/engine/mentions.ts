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

/**
 * The measure word a child's name ends with, if it holds a number its parent stands for. "<something> number"
 * (receipt_number, phone_number) identifies a record rather than measuring it: only a bare "number" child counts.
 */
function measureWord(child: FieldEntry): string | undefined {
  const words = child.canonWords;
  const last = words[words.length - 1]!;
  const ownWords = words.length - (child.parent?.canonWords.length ?? 0);
  if (!NUMERIC_CHILD_WORDS.includes(last) || (last === 'number' && ownWords > 1)) return undefined;
  return last;
}

/** An object whose children include a number it stands for ("awards" → awards.wins), as opposed to a list of records. */
export const hasNumericChild = (entry: FieldEntry): boolean => entry.children.some((c) => measureWord(c) !== undefined);

/** An object field used as a number means one of its children ("more than 5 awards" → awards.wins). */
export function numericLeaf(entry: FieldEntry): FieldEntry {
  if (!entry.children.length) return entry;
  for (const word of NUMERIC_CHILD_WORDS) {
    const child = entry.children.find((c) => measureWord(c) === word);
    if (child) return numericLeaf(child);
  }
  return numericLeaf(entry.children[0]);
}

/** An embedded list of records ("flights": [{id, pilot, …}]): no child holds a measure, so "the most X" counts them. */
export const isRecordList = (entry: FieldEntry): boolean => entry.children.length > 0 && !hasNumericChild(entry);

export function collectionMentionAt(ctx: EngineContext, i: number) {
  return ctx.collectionMentions.find((m) => m.from <= i && i < m.to);
}
