import { BoundedCache } from '../../../src/bounded-cache.ts';
import { isCountField, type FieldEntry, type FieldIndex } from './field-index.ts';
import { canonWord, fieldWords } from './text.ts';

/**
 * Which collection a field belongs to, inferred from names alone: the caller sends one flat field list for every
 * collection, so ownership is read from naming conventions that hold in any schema.
 */

/** Collection and entity names repeat across requests: their keys are computed once per name. */
const keyCache = new BoundedCache<string, string>(2048);

/** Matching key of a collection: its last dotted segment, singular, words joined ("order_items" → "orderitem"). */
export const collectionKey = (collection: string): string => keyCache.getOrCompute(collection, computeCollectionKey);

const computeCollectionKey = (collection: string): string =>
  fieldWords(collection.slice(collection.lastIndexOf('.') + 1)).map(canonWord).join('');

const referencedCache = new WeakMap<FieldIndex, ReadonlyMap<string, number>>();

/** Collections other records point at through `<entity>_id` fields, with how many such fields there are. */
export function referencedKeys(index: FieldIndex): ReadonlyMap<string, number> {
  const cached = referencedCache.get(index);
  if (cached) return cached;
  const referenced = new Map<string, number>();
  for (const entry of index.entries) {
    const words = entry.canonWords;
    if (words.length >= 2 && words[words.length - 1] === 'id') {
      const target = words.slice(0, -1).join('');
      referenced.set(target, (referenced.get(target) ?? 0) + 1);
    }
  }
  referencedCache.set(index, referenced);
  return referenced;
}

/** A field whose name carries the collection's name ("orderDate", "order.date", "payments.date" for payments). */
export function namesCollection(entry: FieldEntry, collection: string): boolean {
  const key = collectionKey(collection);
  const words = entry.canonWords;
  for (let from = 0; from < words.length; from++) {
    let joined = '';
    for (let to = from; to < words.length && joined.length < key.length; to++) {
      joined += words[to];
      if (joined === key) return true;
    }
  }
  return false;
}

/** The field that counts a collection's records ("num_reviews", "reviewCount" for reviews), if any. */
export function countFieldFor(index: FieldIndex, collection: string): FieldEntry | null {
  const key = collectionKey(collection);
  return index.entries.find((e) => isCountField(e) && e.canonWords.filter((w) => w !== 'count').join('').endsWith(key)) ?? null;
}

/** Plain timestamp names that any record may carry, as opposed to dates that describe a thing ("launchDate"). */
const PLAIN_TIMESTAMPS = new Set(['date', 'datetime', 'timestamp', 'time', 'ts', 'createdat', 'createdon', 'created', 'creationdate']);
const isPlainTimestamp = (entry: FieldEntry): boolean => entry.depth === 1 && PLAIN_TIMESTAMPS.has(entry.canonWords.join(''));

/**
 * The date field that dates a collection's records, among `candidates` (most likely first): one that names the
 * collection; else, for a collection nothing points at while others are pointed at (reviews, logins, events:
 * records about other records), a plain timestamp, since descriptive dates ("launchDate", "birthDate") belong to the
 * entities; else null, leaving the caller's order.
 */
export function ownedDateField(index: FieldIndex, collection: string, candidates: readonly FieldEntry[]): FieldEntry | null {
  const named = candidates.find((e) => namesCollection(e, collection));
  if (named) return named;
  const referenced = referencedKeys(index);
  if (!referenced.size || referenced.has(collectionKey(collection))) return null;
  return candidates.find(isPlainTimestamp) ?? null;
}

/**
 * The field other records use to point at a collection's records: `<entity>Id` / `<entity>_id` by name, else the
 * id-like field a pack synonym gives for the word used ("agent" → assigneeId).
 */
export function linkFieldFor(index: FieldIndex, collection: string, spokenKey: string): FieldEntry | null {
  const key = collectionKey(collection);
  const named = index.entries.find((e) => e.canonWords.length >= 2 && e.canonWords[e.canonWords.length - 1] === 'id'
    && e.canonWords.slice(0, -1).join('') === key);
  if (named) return named;
  // "FacID" for faculty, "stuid" for students: an id named by an abbreviation of the collection
  const abbreviated = index.entries.find((e) => e.depth === 1 && e.canonWords.length === 2 && e.canonWords[1] === 'id'
    && e.canonWords[0]!.length >= 3 && e.canonWords[0]!.length < key.length && key.startsWith(e.canonWords[0]!));
  if (abbreviated) return abbreviated;
  const aliased = index.phrases.get(spokenKey)?.find((c) => c.kind === 'alias' && c.entry.canonWords[c.entry.canonWords.length - 1] === 'id');
  return aliased?.entry ?? null;
}
