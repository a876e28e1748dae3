import type { EngineContext } from '../context.ts';
import { CLIPPED_NOUNS, STOP_WORDS } from '../lexicon/words.ts';
import { entityHead, isLookupTable, kindredCollection, kindredNames, modifiedCollection, type FieldOwners } from '../ownership.ts';
import { canonWord, fieldWords } from '../text.ts';
import { perSchema } from '../schema-memo.ts';
import { isPluralWord } from '../field-kinds.ts';
import { isUnderClass } from './filters/hypernym-values.ts';

/** The full nouns a clipped noun stands for (CLIPPED_NOUNS), as written or in the plural ("pts", "MWs", "reqs"), or undefined. */
export function clippedNouns(written: string): readonly string[] | undefined {
  const lower = written.toLowerCase();
  return CLIPPED_NOUNS.get(lower) ?? (lower.length > 2 && lower.endsWith('s') ? CLIPPED_NOUNS.get(lower.slice(0, -1)) : undefined);
}

/**
 * The one collection (no lookup table) whose records are of the class a full noun names, as WordNet files their head
 * ("doctor" → cardiologists, "technician" → none beside mechanics): undefined when none or several are.
 */
function classedCollection(collections: readonly string[], noun: string): string | undefined {
  const found = collections.filter((c) => typeof c === 'string' && c && !isLookupTable(c) && isUnderClass(entityHead(c), noun));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The collection a full noun names: by its name or head, as the first word of a two-word name ("job" → jobOrders), as a
 * kindred noun of either ("requisition" → jobOrders), or as the class of the collection's records.
 */
export function collectionOfNoun(ctx: EngineContext, noun: string): string | undefined {
  const canon = canonWord(noun);
  const { collections, collectionKeys } = ctx;
  const byName = (word: string) => collectionKeys.get(word) ?? modifiedCollection(word, collections, collectionKeys);
  // ("midwife" by midwives: a plural in -ves keeps its v in the matching key)
  const voiced = /fe?$/.test(noun) ? collectionKeys.get(canonWord(noun.replace(/fe?$/, 'ves'))) : undefined;
  return byName(canon) ?? voiced ?? kindredCollection(canon, collections, collectionKeys)
    ?? onlyOne(kindredNames(canon).map(byName)) ?? classedCollection(collections, noun);
}

/** The one collection named, when every name found is the same one. */
function onlyOne(found: ReadonlyArray<string | undefined>): string | undefined {
  const named = new Set(found.filter((c): c is string => !!c));
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * "how many pts", "techs with a Master certification", "MWs with 10 yrs experience": a clipped noun (CLIPPED_NOUNS)
 * at token `i` names the collection its first full noun names that names one. Before a noun it modifies that noun
 * ("execs summaries", "admins fees"), naming no records: not before a word (no stop word) of a field or a collection, or a plural.
 */
export function clippedCollection(ctx: EngineContext, i: number): string | undefined {
  const nouns = clippedNouns(ctx.tokens[i]!.raw);
  const next = ctx.tokens[i + 1];
  if (!nouns || (next && !STOP_WORDS.has(next.text) && (ctx.index.words.has(next.canon) || ctx.collectionKeys.has(next.canon) || isPluralWord(next.text)))) return undefined;
  for (const noun of nouns) {
    const found = collectionOfNoun(ctx, noun);
    if (found) return found;
  }
  return undefined;
}

/** Fewest letters of the head word a one-word collection name writes before a clipped noun ("user" of `useracct`). */
const MIN_COMPOUND_HEAD = 3;

/**
 * Each head word, canonical, of a one-word collection name written as that word and a clipped noun after it
 * (`useracct`: user + acct, `memberacct`): the records are named by the head alone ("the users"). A head two names share
 * names neither (null); once per schema.
 */
export const clippedCompoundHeads = perSchema((_owners: FieldOwners, collections: readonly string[]): ReadonlyMap<string, string | null> => {
  const heads = new Map<string, string | null>();
  for (const c of collections) {
    if (typeof c !== 'string' || fieldWords(c).length !== 1) continue;
    const lower = c.toLowerCase();
    for (let at = MIN_COMPOUND_HEAD; at < lower.length - 1; at++) {
      if (!CLIPPED_NOUNS.has(lower.slice(at))) continue;
      const head = canonWord(lower.slice(0, at));
      heads.set(head, heads.has(head) && heads.get(head) !== c ? null : c);
    }
  }
  return heads;
});
