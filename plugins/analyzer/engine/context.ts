import type { AnalysisT, ExplanationT } from '../model.ts';
import type { CompiledPack } from '../packs/types.ts';
import { enclosingWords, type FieldEntry, type FieldIndex, type FieldMention } from './field-index.ts';
import type { FieldOwners } from './ownership.ts';
import type { Proposal } from './proposals.ts';
import { CLAUSE_BREAKS } from './lexicon/words.ts';

export type TokenKind = 'word' | 'number' | 'quoted' | 'symbol';

export interface Token {
  /** lower-cased text (quoted values keep their inner text, lower-cased) */
  readonly text: string;
  /** text as written, for proper names and quoted values */
  readonly raw: string;
  readonly kind: TokenKind;
  /** numeric value of number tokens and number words */
  readonly value?: number;
  /** canonical matching key (singular, synonym group), '' for symbols */
  readonly canon: string;
}

/** What a token has been used for, so later stages do not read it twice. */
export type TokenRole = 'time' | 'limit' | 'filter' | 'sort' | 'group' | 'operation';

export type Member = keyof AnalysisT;

export interface EvidenceItem {
  rule: string;
  span?: [number, number];
  text?: string;
  pack?: string;
}

export interface CollectionMention {
  readonly collection: string;
  readonly from: number;
  readonly to: number;
  readonly via: string;
}

export interface EngineContext {
  readonly prompt: string;
  readonly fields: readonly string[];
  readonly collections: readonly string[];
  readonly now: Date;
  readonly timezone: string;
  readonly pack: CompiledPack;
  readonly generic: CompiledPack;
  readonly index: FieldIndex;
  /** matching key of a collection name or pack entity alias → candidate collection (see schema-memo.ts) */
  readonly collectionKeys: ReadonlyMap<string, string>;
  /** which collection each field lives in, computed once per schema */
  readonly owners: FieldOwners;
  text: string;
  tokens: Token[];
  /** token texts joined by single spaces (numbers as their value, quoted values as a placeholder), for phrase rules */
  joined: string;
  /** character offset in `joined` where each token starts */
  starts: number[];
  roles: (TokenRole | undefined)[];
  /** tokens inside a list of things to show ("showing their names and loaf counts"): not conditions */
  projection: boolean[];
  /** non-overlapping field mentions, in token order */
  mentions: FieldMention[];
  collectionMentions: CollectionMention[];
  /** written only by commit (proposals.ts); stages read it and propose */
  analysis: AnalysisT;
  /** what the running stage proposed, committed when it ends */
  proposals: Proposal[];
  evidence: Map<Member, { confidence: number; items: EvidenceItem[] }>;
}

export function emptyAnalysis(): AnalysisT {
  return {
    intent: 'find', operation: null, metric: null, groupBy: [], timeFrame: null, collection: [], limit: null, sort: {},
    filters: {}, joins: [], computedMetrics: [], subQueries: [], visualization: false, rawTokens: [],
  };
}

/** Whether the analysis so far counts records per group ("how many orders per city"). */
export const countsPerGroup = (ctx: EngineContext): boolean => ctx.analysis.groupBy.length > 0 && ctx.analysis.operation === '$count';

const spokenMemo = new WeakMap<readonly Token[], ReadonlySet<string>>();

/** Canonical forms of every token of the question, built once per token list (stages ask for it per mention). */
export function spokenCanons(ctx: EngineContext): ReadonlySet<string> {
  let said = spokenMemo.get(ctx.tokens);
  if (!said) spokenMemo.set(ctx.tokens, (said = new Set(ctx.tokens.map((t) => t.canon))));
  return said;
}

/** How many words of a field's enclosing path the question says. */
function saidPathWords(e: FieldEntry, said: ReadonlySet<string>): number {
  // counted, not filtered into a list: it runs for each candidate field
  let count = 0;
  for (const w of enclosingWords(e)) if (said.has(w)) count++;
  return count;
}

/**
 * Of `fields` (in schema order), the one whose enclosing path the question names most of ("owed in fees by members"
 * → `members.fees.x` over `members.bookings.x`), else the shallowest, earliest.
 */
export function placedOrShallowest(ctx: EngineContext, fields: readonly FieldEntry[]): FieldEntry | undefined {
  if (!fields.length) return undefined;
  const said = spokenCanons(ctx);
  let placed: FieldEntry | undefined;
  let placedWords = 0;
  for (const e of fields) {
    const words = saidPathWords(e, said);
    if (words > placedWords) [placed, placedWords] = [e, words];
  }
  return placed ?? fields.reduce<FieldEntry | undefined>((best, e) => (!best || e.depth < best.depth ? e : best), undefined);
}

export function spanText(ctx: EngineContext, from: number, to: number): string {
  return ctx.tokens.slice(from, to).map((t) => t.raw).join(' ');
}

export function buildExplanation(ctx: EngineContext): ExplanationT {
  const out: ExplanationT = {};
  for (const member of Object.keys(ctx.analysis) as Member[]) {
    const entry = ctx.evidence.get(member);
    out[member] = {
      value: ctx.analysis[member],
      confidence: entry ? Math.round(entry.confidence * 100) / 100 : member === 'rawTokens' ? 1 : 0.5,
      evidence: entry ? entry.items : [{ rule: 'default' }],
    };
  }
  return out;
}

/** Index of the token covering character `offset` of `ctx.joined`. */
export function tokenAtOffset(ctx: EngineContext, offset: number): number {
  let lo = 0;
  let hi = ctx.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Token span [from, to) of a match in `ctx.joined`. */
export function spanOfMatch(ctx: EngineContext, index: number, length: number): [number, number] {
  return [tokenAtOffset(ctx, index), tokenAtOffset(ctx, Math.max(index, index + length - 1)) + 1];
}

/** Whether the question closes at token `at`: its end, a symbol or a clause break. */
export const closesAt = (tokens: readonly Token[], at: number): boolean =>
  !tokens[at] || tokens[at]!.kind === 'symbol' || CLAUSE_BREAKS.has(tokens[at]!.text);

/** True when `word` (or a phrase of words) starts at token `at`. */
export function phraseAt(tokens: readonly Token[], at: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) {
    if (tokens[at + k]?.text !== phrase[k]) return false;
  }
  return true;
}

export type PhraseMatcher<T> = (tokens: readonly Token[], at: number) => readonly [readonly string[], T] | undefined;

/** Indexes phrases by their first word so matching costs one map lookup per token; longest phrase wins. */
export function phraseMatcher<T>(entries: Iterable<readonly [readonly string[], T]>): PhraseMatcher<T> {
  const byFirst = new Map<string, Array<readonly [readonly string[], T]>>();
  for (const entry of entries) {
    const list = byFirst.get(entry[0][0]) ?? [];
    list.push(entry);
    byFirst.set(entry[0][0], list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b[0].length - a[0].length);
  const openings = new Uint32Array(OPENING_SLOTS);
  const endings = new Uint32Array(OPENING_SLOTS);
  for (const first of byFirst.keys()) {
    openings[openingSlot(first)]! |= lengthBit(first);
    endings[endingSlot(first)]! |= lengthBit(first);
  }
  // a plain loop: this runs for every token of every request, and a callback per call shows in profiles
  return (tokens, at) => {
    const text = tokens[at]?.text;
    // most tokens open no phrase, which their first and last letters and length tell for less than the map look-up
    // (by the first letter alone, about two in three of the tokens looked up opened none)
    if (text === undefined) return undefined;
    const length = lengthBit(text);
    if (!(openings[openingSlot(text)]! & length) || !(endings[endingSlot(text)]! & length)) return undefined;
    const list = byFirst.get(text);
    if (list) for (const entry of list) if (phraseAt(tokens, at, entry[0])) return entry;
    return undefined;
  };
}

/**
 * A word's first (or last) letter and its length, as a slot and a bit: the phrases' first words mark theirs, and a
 * token whose first letter, or last letter, marks no bit of its length is no first word. Letters past ASCII share
 * slots and lengths past 31 one bit, which only lets more through.
 */
const OPENING_SLOTS = 128;
const openingSlot = (word: string): number => word.charCodeAt(0) & (OPENING_SLOTS - 1);
const endingSlot = (word: string): number => word.charCodeAt(word.length - 1) & (OPENING_SLOTS - 1);
const lengthBit = (word: string): number => 1 << Math.min(word.length, 31);
