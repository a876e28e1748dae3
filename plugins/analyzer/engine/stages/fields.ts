import type { EngineContext } from '../context.ts';
import type { FieldMention } from '../field-index.ts';
import { STOP_WORDS } from '../lexicon/words.ts';
import { canonWord, fieldWords } from '../text.ts';

const MAX_PHRASE = 5;
/** Function words never end a multi-word name ("rating of"). */
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'and', 'or', 'than']);
const PARTICIPLE = /^(.{3,}?)(?:ed|d|ing)$/;

function collectionKey(name: string): string {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return fieldWords(last).map(canonWord).join('');
}

/** "award-winning" → award, "most awarded" → award: the stem of a compound or participle names the field. */
function fallbackCandidates(ctx: EngineContext, i: number) {
  const text = ctx.tokens[i].text;
  const head = text.includes('-') ? text.slice(0, text.indexOf('-')) : null;
  const stem = PARTICIPLE.exec(text)?.[1];
  for (const word of [head, stem]) {
    if (!word || STOP_WORDS.has(word)) continue;
    const found = ctx.index.phrases.get(canonWord(word));
    if (found && found[0].kind !== 'alias') return found;
  }
  return undefined;
}

/** Words that can be part of a field or collection name. */
const isNameWord = (ctx: EngineContext, i: number) => ctx.tokens[i]?.kind === 'word' && ctx.roles[i] !== 'time';

/**
 * fields: longest phrases of the question that name a schema field (exact path, tail of the path, pack synonym,
 * or a one-typo spelling), and phrases that name a candidate collection (its name, singular or plural, or a pack
 * entity alias).
 */
export function fieldsStage(ctx: EngineContext): void {
  const { tokens, index } = ctx;
  const plainKeys = tokens.map((t) => (t.kind === 'word' ? t.canon : ''));
  // a misspelt word ("imbd") is read as the closest field word, only where the plain reading finds nothing
  const correctedKeys = tokens.map((t) => (t.kind === 'word' ? (index.correct(t.canon) ?? t.canon) : ''));
  const collectionKeys = new Map<string, string>();
  for (const c of ctx.collections) {
    if (typeof c === 'string' && c) collectionKeys.set(collectionKey(c), c);
  }
  for (const pack of [ctx.pack, ctx.generic]) {
    for (const [alias, entity] of pack.entityAliases) {
      const target = collectionKeys.get(collectionKey(entity));
      const key = alias.split(/\s+/).map(canonWord).join('');
      if (target && !collectionKeys.has(key)) collectionKeys.set(key, target);
    }
  }
  const longest = Math.min(MAX_PHRASE, Math.max(index.longestPhrase, 3));

  /** Longest field or collection name starting at token `i`. */
  const matchAt = (i: number, keys: readonly string[]) => {
    for (let n = Math.min(longest, tokens.length - i); n >= 1; n--) {
      let complete = true;
      for (let k = 0; k < n; k++) if (!isNameWord(ctx, i + k)) complete = false;
      if (!complete) continue;
      const edges = n > 1 ? FUNCTION_WORDS : STOP_WORDS;
      if (edges.has(tokens[i].text) || edges.has(tokens[i + n - 1].text)) continue;
      const collection = n <= 3 ? collectionKeys.get(tokens.slice(i, i + n).map((t) => t.canon).join('')) : undefined;
      let candidates = index.phrases.get(keys.slice(i, i + n).join(''));
      // a word naming a collection is the collection, not a field a pack merely associates with it
      if (collection && candidates?.[0].kind === 'alias') candidates = undefined;
      if (!candidates && n === 1) candidates = fallbackCandidates(ctx, i);
      if (candidates || collection) return { n, candidates, collection };
    }
    return null;
  };

  const mentions: FieldMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isNameWord(ctx, i)) continue;
    const found = matchAt(i, plainKeys) ?? (correctedKeys[i] !== plainKeys[i] ? matchAt(i, correctedKeys) : null);
    if (!found) continue;
    const { n, candidates, collection } = found;
    if (collection) ctx.collectionMentions.push({ collection, from: i, to: i + n, via: 'collection.name' });
    if (candidates) {
      const best = candidates[0];
      mentions.push({
        field: best.entry.name, entry: best.entry, from: i, to: i + n, kind: best.kind, via: best.via, alternatives: candidates,
      });
    }
    i += n - 1;
  }
  ctx.mentions = mentions;
}
