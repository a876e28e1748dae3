import type { EngineContext } from '../context.ts';
import type { FieldEntry, FieldIndex, FieldMention } from '../field-index.ts';
import { collectionNamedBefore } from '../mentions.ts';
import { canonWord } from '../text.ts';
import { collectionKey, type FieldOwners } from '../ownership.ts';
import { perSchema } from '../schema-memo.ts';
import { addToList } from '../multimap.ts';
import { isMeasureField } from './filters/field-resolver.ts';
import { namesRouteEnd, routeLeadEnd } from './filters/routes.ts';

/** Last words of a field that may point at another entity's record by reference (`apiary_ref`), as `apiary_id` does. */
const REFERENCE_ENDINGS: ReadonlySet<string> = new Set(['ref', 'reference'].map(canonWord));

/** Top-level leaf fields of a word and a reference ending, by that word (joined: `glaze_finish_ref` → "glazefinish"); once per schema. */
const referencesByWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry>();
  for (const e of index.entries) {
    const words = e.canonWords;
    if (e.depth !== 1 || e.children.length || words.length < 2 || !REFERENCE_ENDINGS.has(words[words.length - 1]!)) continue;
    const spelt = words.slice(0, -1).join('');
    if (!byWord.has(spelt)) byWord.set(spelt, e);
  }
  return byWord;
});

/**
 * The reference other records keep to a collection's records (`apiary_ref` kept by hives, for apiaries): a key of that
 * collection as a link is. Only when the field belongs to another collection: one the named collection keeps is its
 * own key (`regatta_ref` in regattas), and one of unknown owner may be either.
 */
export function referenceKeyFor(ctx: EngineContext, collection: string): FieldEntry | null {
  const ref = referencesByWord(ctx.index).get(collectionKey(collection));
  const owner = ref && ctx.owners.ownerOf.get(ref);
  return owner && owner !== collection ? ref : null;
}

/**
 * Per schema, by collection: the leaves other collections keep that point at its records by its noun alone, after a
 * role or not (`home_kiln`, `transfers.to_kiln`, `kiln` for kilns): a pointer named as the thing it
 * points at. A measure is none, whatever its name ends in.
 */
const nounPointers = perSchema((owners: FieldOwners, index: FieldIndex, collections: readonly string[]): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byCollection = new Map<string, FieldEntry[]>();
  for (const collection of collections) {
    const key = collectionKey(collection);
    for (const e of index.entries) {
      const owner = e.children.length ? undefined : owners.ownerOf.get(e);
      if (owner && owner !== collection && endsSpelling(e.segmentWords, key) && !isMeasureField(e)) addToList(byCollection, collection, e);
    }
  }
  return byCollection;
});

/** Whether the last words of a name, joined, spell `key` (`to_seed_batch` → seedbatch). */
function endsSpelling(words: readonly string[], key: string): boolean {
  let joined = '';
  for (let k = words.length - 1; k >= 0 && joined.length < key.length; k--) joined = words[k] + joined;
  return joined === key;
}

/**
 * The pointer the `subject` records keep to `collection`'s records, named by its noun (nounPointers), among the leaves
 * of the records `within` when given: the one at the end a route word says ("moved into", "from"), else the one
 * shallowest in their records; null when none or several.
 */
export function subjectsNounPointer(ctx: EngineContext, collection: string, subject: string, lead: string | undefined, within?: FieldEntry): FieldEntry | null {
  const theirs = nounPointers(ctx.owners, ctx.index, ctx.collections).get(collection)?.filter((e) => ctx.owners.ownerOf.get(e) === subject && (!within || e.parent === within)) ?? [];
  if (!theirs.length) return null;
  // "drivers assigned to depot D-4" beside `assigned_depot` alone: a route word picks an end only among pointers kept at one
  const end = theirs.some(namesRouteEnd) ? routeLeadEnd(lead) : null;
  const ended = end ? theirs.filter((e) => e.segmentWords.some((w) => end.has(w))) : [];
  if (end) return ended.length === 1 ? ended[0]! : null;
  const depth = Math.min(...theirs.map((e) => e.depth));
  const shallow = theirs.filter((e) => e.depth === depth);
  return shallow.length === 1 ? shallow[0]! : null;
}

/**
 * "number of pots per kiln", "how many transfers went to each kiln": the pointer to `collection` (see
 * subjectsNounPointer) kept by the records named last before token `at`, embedded ones (`transfers`) or a collection;
 * null when those are `collection`'s own records or keep no such pointer.
 */
export function namedRecordsPointer(ctx: EngineContext, collection: string, at: number, lead: string | undefined): FieldEntry | null {
  const named = collectionNamedBefore(ctx, at);
  let part: FieldMention | undefined;
  for (const m of ctx.mentions) if (m.to <= at && m.entry.children.length && (!named || m.from >= named.to)) part = m;
  const subject = part ? ctx.owners.ownerOf.get(part.entry) : named?.collection;
  return subject && subject !== collection ? subjectsNounPointer(ctx, collection, subject, lead, part?.entry) : null;
}

/**
 * "how many in K-7" where only pots keep a pointer named for kilns (`home_kiln`): with no records named,
 * a count of the things at one of `collection`'s records counts the records pointing at it, when one collection keeps
 * exactly one such pointer of its own (not in embedded records); null otherwise.
 */
export function solePointerCounted(ctx: EngineContext, collection: string, at: number): FieldEntry | null {
  if (ctx.analysis.operation !== '$count' || collectionNamedBefore(ctx, at) || ctx.mentions.some((m) => m.from < at)) return null;
  const top = nounPointers(ctx.owners, ctx.index, ctx.collections).get(collection)?.filter((e) => e.depth === 1) ?? [];
  return top.length === 1 ? top[0]! : null;
}
