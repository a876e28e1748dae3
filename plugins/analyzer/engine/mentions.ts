import type { CollectionMention, EngineContext } from './context.ts';
import { isIdField, type FieldEntry, type FieldMention } from './field-index.ts';
import { CLAUSE_BREAKS } from './lexicon/words.ts';

/** Child-name words that say which child of an object field holds its number ("awards" → awards.wins). */
const NUMERIC_CHILD_WORDS = ['win', 'count', 'total', 'rating', 'score', 'star', 'value', 'amount', 'number', 'meter', 'vote'];

interface SpanLookup<T> {
  readonly length: number;
  /** by token: the first span (in list order) covering it, starting at it, ending at it */
  readonly covering: Array<T | undefined>;
  readonly starting: Array<T | undefined>;
  readonly ending: Array<T | undefined>;
}

/**
 * The last two lists asked about and their indexes: a question's field and collection mentions, which stages ask about
 * in turn. A list asked about again after others is indexed again, which costs less than keeping every list's index
 * in a WeakMap (a question's lists are asked about only while it is read).
 */
let lastSpans: readonly object[] | null = null;
let lastLookup: SpanLookup<object> | null = null;
let otherSpans: readonly object[] | null = null;
let otherLookup: SpanLookup<object> | null = null;

/**
 * Stages ask "which mention is at token i" for every token: the list is indexed by token once (again if it grows),
 * instead of scanned per question, which made long prompts quadratic. The first span in list order wins, as a scan would.
 */
function spanLookup<T extends { readonly from: number; readonly to: number }>(spans: readonly T[]): SpanLookup<T> {
  if (lastSpans === spans && lastLookup!.length === spans.length) return lastLookup as SpanLookup<T>;
  if (otherSpans === spans && otherLookup!.length === spans.length) return otherLookup as SpanLookup<T>;
  const lookup = indexSpans(spans);
  otherSpans = lastSpans;
  otherLookup = lastLookup;
  lastSpans = spans;
  lastLookup = lookup;
  return lookup;
}

function indexSpans<T extends { readonly from: number; readonly to: number }>(spans: readonly T[]): SpanLookup<T> {
  let end = 0;
  for (const span of spans) end = Math.max(end, span.to);
  // dense arrays sized up front: filled from the last span back, they would otherwise start sparse
  const covering = new Array<T | undefined>(end).fill(undefined);
  const starting = new Array<T | undefined>(end).fill(undefined);
  const ending = new Array<T | undefined>(end).fill(undefined);
  for (let k = spans.length - 1; k >= 0; k--) {
    const span = spans[k]!;
    for (let i = span.from; i < span.to; i++) covering[i] = span;
    starting[span.from] = span;
    ending[span.to - 1] = span;
  }
  return { length: spans.length, covering, starting, ending };
}

// (a fractional or out-of-range index reads undefined from the array itself; a negative one would be a dictionary look-up)
const at = <T>(list: Array<T | undefined>, i: number): T | undefined => (i >= 0 ? list[i] : undefined);

export function mentionAt(ctx: EngineContext, i: number): FieldMention | undefined {
  return at(spanLookup(ctx.mentions).covering, i);
}

/** The field mention ending right before token `end` (its `to` is `end`), first in list order. */
export function mentionEndingAt(ctx: EngineContext, end: number): FieldMention | undefined {
  return at(spanLookup(ctx.mentions).ending, end - 1);
}

export function mentionStartingAt(ctx: EngineContext, i: number): FieldMention | undefined {
  return at(spanLookup(ctx.mentions).starting, i);
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
    const m = mentionEndingAt(ctx, j + 1);
    if (m) return m;
    if (!crossBreaks && CLAUSE_BREAKS.has(ctx.tokens[j].text)) return undefined;
  }
  return undefined;
}

/**
 * The measure word a child's name ends with, if it holds a number its parent stands for. "<something> number"
 * (ticket_number, phone_number) identifies a record rather than measuring it: only a bare "number" child counts.
 */
function measureWord(child: FieldEntry): string | undefined {
  const words = child.canonWords;
  const last = words[words.length - 1]!;
  if (!NUMERIC_CHILD_WORDS.includes(last) || (last === 'number' && child.ownWords.length > 1)) return undefined;
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

/**
 * An embedded array of records, told from an object of values (`awards.wins`) by a child that identifies one or
 * by having no child that holds the number the object stands for.
 */
export const holdsRecords = (entry: FieldEntry): boolean => entry.children.some(isIdField) || isRecordList(entry);

export function collectionMentionAt(ctx: EngineContext, i: number) {
  return at(spanLookup(ctx.collectionMentions).covering, i);
}

/**
 * The collection named last before token `end` (its mention ends at or before it), or undefined: the records a later
 * phrase is said of. Mentions are found left to right without overlapping, so the last in list order ends latest.
 */
export function collectionNamedBefore(ctx: EngineContext, end: number): CollectionMention | undefined {
  let found: CollectionMention | undefined;
  for (const m of ctx.collectionMentions) if (m.to <= end) found = m;
  return found;
}

/** The collection mention ending right before token `end`, first in list order. */
export function collectionEndingAt(ctx: EngineContext, end: number) {
  return at(spanLookup(ctx.collectionMentions).ending, end - 1);
}
