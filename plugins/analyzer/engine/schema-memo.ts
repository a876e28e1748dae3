import type { SectorT } from '../model.ts';
import type { CompiledPack, PackRegistry } from '../packs/types.ts';
import { buildFieldIndex, isIdField, type FieldIndex } from './field-index.ts';
import { collectionKey, collectionNameKeys, fieldOwners, keySeparatedOwners, type FieldOwners } from './ownership.ts';
import { fillEmptyCollections } from './ownership-fill.ts';
import { isSortedFieldList, sortedFieldOwners } from './sorted-ownership.ts';
import { canonWord, fieldWords } from './text.ts';
import { normaliseTerm } from '../packs/compile.ts';

/** Everything the engine derives from the schema alone (fields + collections), whatever the prompt. */
export interface SchemaFacts {
  readonly pack: CompiledPack;
  readonly sector: SectorT;
  readonly index: FieldIndex;
  /** matching key of a collection name or of a pack entity alias → the candidate collection it names */
  readonly collectionKeys: ReadonlyMap<string, string>;
  /** which collection each field lives in (see ownership.ts) */
  readonly owners: FieldOwners;
}

/**
 * The memo is bounded twice. By names (fields + collections), which the field index grows with: a 500-field schema
 * holds about half a megabyte, a 50-field one about 50 KiB; 32,000 names is the old bound of 64 schemas of 500
 * fields. And by schemas, since each field index also keeps per-word memos of its own (corrections, field words).
 */
const SCHEMA_CACHE_NAMES = 32_000;
const SCHEMA_CACHE_LIMIT = 128;

/**
 * Requests repeat schemas far more than prompts: sector detection, the field index and collection keys are
 * computed once per distinct (fields, collections) pair and kept, least recently used dropped first, while the
 * names they hold stay within `budget` and their number within `limit` (the newest is kept whatever its size).
 */
interface Memoised {
  readonly fields: readonly string[];
  readonly collections: readonly string[];
  readonly facts: SchemaFacts;
  readonly names: number;
  readonly bucket: number;
}

const sameNames = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
};

/** The memoised schema of a bucket with these names, if any: a plain loop, as it runs on every request. */
const sameSchemaIn = (bucket: readonly Memoised[], fields: readonly string[], collections: readonly string[]): Memoised | undefined => {
  for (const m of bucket) if (sameNames(m.fields, fields) && sameNames(m.collections, collections)) return m;
  return undefined;
};

/** Folds a name's characters into a running hash (FNV-1a's multiplier, kept to 32 bits). */
const foldName = (hash: number, name: string | undefined): number => {
  let h = hash;
  if (name !== undefined) for (let k = 0; k < name.length; k++) h = Math.imul(h ^ name.charCodeAt(k), 0x01000193);
  return Math.imul(h ^ 0xff, 0x01000193);
};

/**
 * A short key that most distinct schemas do not share; the names themselves are then compared one by one, which
 * costs less than serialising and hashing the whole schema on every request. Ambiguity only shares a bucket. A number,
 * not a string: the bucket is looked up whenever the schema changes, and building and hashing a string key cost more.
 */
const bucketOf = (fields: readonly string[], collections: readonly string[]): number => {
  let hash = Math.imul(fields.length, 0x01000193) ^ collections.length;
  hash = foldName(hash, fields[0]);
  hash = foldName(hash, fields[fields.length >> 1]);
  hash = foldName(hash, fields[fields.length - 1]);
  return foldName(hash, collections[0]);
};

export function createSchemaMemo(registry: PackRegistry, { budget = SCHEMA_CACHE_NAMES, limit = SCHEMA_CACHE_LIMIT } = {}) {
  const buckets = new Map<number, Memoised[]>();
  /** every memoised schema, least recently used first */
  const recent = new Set<Memoised>();
  let held = 0;
  const drop = (old: Memoised) => {
    recent.delete(old);
    held -= old.names;
    const bucket = buckets.get(old.bucket)!;
    if (bucket.length === 1) buckets.delete(old.bucket);
    else bucket.splice(bucket.indexOf(old), 1);
  };
  /** the schema asked for last: a caller usually repeats it, and then needs no bucket key built nor order changed */
  let last: Memoised | undefined;
  const memo = (fields: readonly string[], collections: readonly string[]): SchemaFacts => {
    if (last && sameNames(last.fields, fields) && sameNames(last.collections, collections)) return last.facts;
    const bucket = bucketOf(fields, collections);
    const candidates = buckets.get(bucket);
    const hit = candidates && sameSchemaIn(candidates, fields, collections);
    if (hit) {
      recent.delete(hit);
      recent.add(hit);
      last = hit;
      return hit.facts;
    }
    const entry: Memoised = {
      fields: [...fields], collections: [...collections], facts: schemaFacts(registry, fields, collections),
      names: fields.length + collections.length + 1, bucket,
    };
    if (candidates) candidates.push(entry);
    else buckets.set(bucket, [entry]);
    recent.add(entry);
    last = entry;
    held += entry.names;
    for (const old of recent) {
      if ((held <= budget && recent.size <= limit) || old === entry) break;
      drop(old);
    }
    return entry.facts;
  };
  return Object.assign(memo, { size: () => recent.size });
}

/**
 * A table read from a schema once and kept while the schema is: the memo above hands a repeated schema the same field
 * index and owners, so a table keyed by them is computed once per distinct schema, not once per request. Any further
 * arguments (at most two) must be facts of that same schema (its index beside its owners): only the first call reads them.
 */
type SchemaArguments = [] | [unknown] | [unknown, unknown];
export function perSchema<K extends object, V, A extends SchemaArguments = []>(compute: (schema: K, ...rest: A) => V): (schema: K, ...rest: A) => V {
  const memo = new WeakMap<K, V>();
  // a request asks the same table of its one schema many times: the schema asked last skips the WeakMap look-up (held
  // strongly, it outlives the schema memo's hold on it by at most one schema per table)
  let lastSchema: K | undefined;
  let lastValue: V | undefined;
  // its further arguments passed as they are, not gathered: a rest parameter would build an array on every call
  const read = compute as (schema: K, first?: unknown, second?: unknown) => V;
  const table = (schema: K, first?: unknown, second?: unknown): V => {
    if (schema === lastSchema) return lastValue as V;
    let value = memo.get(schema);
    if (value === undefined && !memo.has(schema)) memo.set(schema, (value = read(schema, first, second)));
    lastSchema = schema;
    lastValue = value;
    return value as V;
  };
  return table as (schema: K, ...rest: A) => V;
}

/** A table read from a schema once per key asked about (a measure, a collection): perSchema, keyed a second time. */
export function perSchemaKeyed<K extends object, Q, V>(compute: (schema: K, key: Q) => V): (schema: K, key: Q) => V {
  const tables = perSchema((_schema: K) => new Map<Q, V>());
  return (schema, key) => {
    const known = tables(schema);
    let value = known.get(key);
    if (value === undefined && !known.has(key)) known.set(key, (value = compute(schema, key)));
    return value as V;
  };
}

export function schemaFacts(registry: PackRegistry, fields: readonly string[], collections: readonly string[]): SchemaFacts {
  let pack: CompiledPack = registry.generic;
  let sector: SectorT = { id: registry.generic.pack.id, label: registry.generic.pack.label, confidence: 'low' };
  try {
    const detected = registry.detect(fields, collections);
    pack = detected.pack;
    sector = { id: pack.pack.id, label: pack.pack.label, confidence: detected.confidence };
  } catch {
    // a faulty pack must not fail the request: fall back to the generic pack
  }
  const packs = pack === registry.generic ? [pack] : [pack, registry.generic];
  const index = buildFieldIndex(fields, packs);
  const { named, nameKeys, keys } = collectionFactsOf(collections, pack, registry.generic);
  // (its own copy: the keys of its ids are added below)
  const collectionKeys = new Map(keys);
  // (a list sorted by name says nothing by its order: its owners are read from names alone, and it has no blocks to
  // split by key or fill; its repeated document keys stand together at its front, with no fields between them)
  const owners = isSortedFieldList(fields, named)
    ? sortedFieldOwners(index, named, nameKeys, collectionKeys)
    : fillEmptyCollections(index, named, keySeparatedOwners(fields, named, index, fieldOwners(index, named, nameKeys, collectionKeys)));
  keysOfOwnIds(index, owners, collectionKeys);
  return { pack, sector, index, collectionKeys, owners };
}

/** What a schema's collection names decide by themselves, with the pack detected for it (see collectionFactsOf). */
interface CollectionFacts {
  readonly collections: readonly string[];
  readonly pack: CompiledPack;
  readonly generic: CompiledPack;
  /** the collections that are names (non-empty strings) */
  readonly named: readonly string[];
  readonly nameKeys: ReadonlyMap<string, string>;
  /** the collection keys before the keys of the schema's own ids are added */
  readonly keys: ReadonlyMap<string, string>;
}

/** The collection facts read last: a schema new to the memo most often brings new fields beside the same collections. */
let lastCollectionFacts: CollectionFacts | undefined;

/** The collection facts of these collections and packs, read again unless they are those read last. */
function collectionFactsOf(collections: readonly string[], pack: CompiledPack, generic: CompiledPack): CollectionFacts {
  const last = lastCollectionFacts;
  if (last && last.pack === pack && last.generic === generic && sameNames(last.collections, collections)) return last;
  const named = collections.filter((c) => typeof c === 'string' && c.length > 0);
  const nameKeys = collectionNameKeys(named);
  const keys = collectionKeysFor(collections, nameKeys, [pack, generic]);
  lastCollectionFacts = { collections: [...collections], pack, generic, named, nameKeys, keys };
  return lastCollectionFacts;
}

/**
 * "rower_id" opening the fields of `oarsman`: the words before the key a collection's fields begin with are the
 * schema's own word for its records, and name it in a question when they name no other collection.
 */
function keysOfOwnIds(index: FieldIndex, owners: FieldOwners, keys: Map<string, string>): void {
  const opened = new Set<string>();
  for (const entry of index.entries) {
    const owner = entry.depth === 1 ? owners.ownerOf.get(entry) : undefined;
    if (!owner || opened.has(owner)) continue;
    opened.add(owner);
    const key = isIdField(entry) ? entry.canonWords.slice(0, -1).join('') : '';
    // (a one-word name holding them inside a word says them already, as a compound: "member_id" in `memberdetails`)
    const inCompound = collectionKey(owner).includes(key) && !fieldWords(owner).some((w) => canonWord(w) === key);
    if (key && !keys.has(key) && !inCompound) keys.set(key, owner);
  }
}

/** Collections by matching key: their own names first, then the pack entity aliases that name one of them. */
function collectionKeysFor(collections: readonly string[], nameKeys: ReadonlyMap<string, string>, packs: readonly CompiledPack[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const c of collections) {
    if (typeof c === 'string' && c) keys.set(collectionKey(c), c);
  }
  // (rule: compound-name-as-one-word) "pickUps", "sign_ups": a name whose last word is too short to lose its plural
  // alone reads as one word when said hyphenated or run together ("pick-ups" → pickup)
  for (const c of collections) {
    const joined = typeof c === 'string' && c ? canonWord(collectionKey(c)) : '';
    if (joined && !keys.has(joined)) keys.set(joined, c);
  }
  // "delivery vans" names Ref_Delivery_Vans, "routes" flight_routes, when no other collection claims the words
  for (const [key, c] of nameKeys) if (!keys.has(key)) keys.set(key, c);
  // an alias several entities share ("subjects" for a trial's enrollments or its participants) names the one given
  for (const pack of packs) {
    for (const [nameKey, aliasKeys] of entityKeysOf(pack)) {
      const target = keys.get(nameKey);
      if (!target) continue;
      for (const key of aliasKeys) if (!keys.has(key)) keys.set(key, target);
    }
  }
  return keys;
}

const entityKeysMemo = new WeakMap<CompiledPack, ReadonlyArray<readonly [string, readonly string[]]>>();
/** A pack's entities as the matching keys of their name and of their aliases, worked out once per pack (not per schema). */
function entityKeysOf(pack: CompiledPack): ReadonlyArray<readonly [string, readonly string[]]> {
  let keys = entityKeysMemo.get(pack);
  if (!keys) {
    keys = pack.pack.entities.map((entity) => [collectionKey(entity.name), entity.aliases.map((alias) => normaliseTerm(alias).split(/\s+/).map(canonWord).join(''))] as const);
    entityKeysMemo.set(pack, keys);
  }
  return keys;
}
