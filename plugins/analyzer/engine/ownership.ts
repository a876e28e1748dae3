import { BoundedCache } from '../../../src/bounded-cache.ts';
import { isCountField, isIdField, ROLE_WORDS, type FieldEntry, type FieldIndex } from './field-index.ts';
import { CODE_FORMATS } from './lexicon/values.ts';
import { COLLECTION_NAME_PREFIXES, COLLECTION_NAME_SUFFIXES, COLLECTIVE_NOUNS, GENERIC_HEAD_WORDS, IDENTIFIER_ENDINGS, KEY_ENDINGS, KINDRED_ENTITY_NOUNS, FIRST_NAME_WORDS, LAST_NAME_WORDS, GROUP_MEMBER_HEADS, LABEL_ENDINGS, LOGGED_RECORD_HEADS, LOOKUP_TABLE_HEADS, LOOKUP_TABLE_PREFIXES, NAME_ENDINGS, NUMBER_ENDINGS_OF_ATTRIBUTES, OWN_AMOUNT_ENDINGS, PERSON_ENTITY_NOUNS, PERSON_NOUN_ENDINGS, RECENCY_QUALIFIERS, SERIAL_KEY_ENDINGS } from './lexicon/words.ts';
import { canonWord, fieldWords, lettersInOrder } from './text.ts';
import { DATE_FIELD_HEADS } from './lexicon/field-kinds.ts';
import { STAMP_ENDINGS } from './lexicon/time-rules.ts';
import { listEndOwners, listedOrderOwners } from './listed-order.ts';
import { pointedBlockOwners } from './pointed-blocks.ts';
import { setWhileUnique } from './multimap.ts';

/**
 * Which collection a field belongs to, inferred from names alone: the caller sends one flat field list for every
 * collection, so ownership is read from naming conventions that hold in any schema.
 */

const LOGGED_HEADS: ReadonlySet<string> = new Set([...LOGGED_RECORD_HEADS].map(canonWord));

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

const countFieldsCache = new WeakMap<FieldIndex, ReadonlyArray<readonly [FieldEntry, string]>>();

/** The field that counts a collection's records ("num_reviews", "reviewCount" for reviews), if any. */
export function countFieldFor(index: FieldIndex, collection: string): FieldEntry | null {
  const key = collectionKey(collection);
  // the count fields with their other words, in schema order, read once per schema
  let counts = countFieldsCache.get(index);
  if (!counts) {
    counts = index.entries.filter(isCountField).map((e) => [e, e.canonWords.filter((w) => w !== 'count').join('')] as const);
    countFieldsCache.set(index, counts);
  }
  return counts.find(([, words]) => words.endsWith(key))?.[0] ?? null;
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

const idFieldsCache = new WeakMap<FieldIndex, ReadonlyMap<string, FieldEntry>>();

/** The id field whose other words spell the collection's key ("customer_id" for customers), if the schema has one. */
export function idFieldNamedBy(index: FieldIndex, key: string): FieldEntry | undefined {
  // each key's first id field, read once per schema
  let ids = idFieldsCache.get(index);
  if (!ids) {
    const byKey = new Map<string, FieldEntry>();
    for (const e of index.entries.filter(isIdField)) {
      const spelt = e.canonWords.slice(0, -1).join('');
      if (!byKey.has(spelt)) byKey.set(spelt, e);
    }
    idFieldsCache.set(index, (ids = byKey));
  }
  return ids.get(key);
}

/**
 * The field other records use to point at a collection's records: `<entity>Id` / `<entity>_id` by name, else the
 * id-like field a pack synonym gives for the word used ("agent" → assigneeId).
 */
export function linkFieldFor(index: FieldIndex, collection: string, spokenKey: string): FieldEntry | null {
  const key = collectionKey(collection);
  const named = idFieldNamedBy(index, key);
  if (named) return named;
  // "FacID" for faculty, "stuid" for students: an id named by an abbreviation of the collection, as written too
  // ("phys_id" for physicians, whose "phys" reads as a plural)
  const opensKey = (word: string): boolean => word.length >= 3 && word.length < key.length && key.startsWith(word);
  const abbreviated = index.entries.find((e) => e.depth === 1 && e.canonWords.length === 2 && e.canonWords[1] === 'id'
    && (opensKey(e.canonWords[0]!) || (e.writtenWords.length === 2 && opensKey(e.writtenWords[0]!))));
  if (abbreviated) return abbreviated;
  const aliased = index.phrases.get(spokenKey)?.find((c) => c.kind === 'alias' && c.entry.canonWords[c.entry.canonWords.length - 1] === 'id');
  return aliased?.entry ?? null;
}

/** Whether a collection's records are people, by the head of its entity words ("employees", "trainees"). */
export function namesPeople(collection: string): boolean {
  const head = entityWords(collection).at(-1);
  return !!head && (PERSON_ENTITY_NOUNS.has(head) || PERSON_NOUN_ENDINGS.some((end) => head.length > end.length + 2 && head.endsWith(end)));
}

/** Canonical words of a collection name with its table-kind prefixes and kind suffixes removed; once per name (see keyCache). */
export const entityWords = (collection: string): readonly string[] => entityWordsCache.getOrCompute(collection, computeEntityWords);
const entityWordsCache = new BoundedCache<string, readonly string[]>(2048);

function computeEntityWords(collection: string): readonly string[] {
  const words = fieldWords(collection.slice(collection.lastIndexOf('.') + 1));
  let from = 0;
  let to = words.length;
  while (to - from > 1 && COLLECTION_NAME_PREFIXES.has(words[from])) from++;
  while (to - from > 1 && COLLECTION_NAME_SUFFIXES.has(words[to - 1])) to--;
  return words.slice(from, to).map(canonWord);
}

/**
 * Keys that name each collection in a question or a field name, besides its full key: the name without table-kind
 * affixes ("Ref_Delivery_Vans" → "delivery van") and its head word ("flight_routes" → "route"), each only when
 * no other collection claims it. Returned as matching key → collection.
 */
/** Shortest one-word collection name read as an abbreviation, and the letters a longer word must add to it. */
const ABBREVIATION_MIN = 4;
const ABBREVIATION_ADDS = 4;
const abbreviationCache = new WeakMap<object, ReadonlyArray<readonly [string, string]>>();

/**
 * The collection a word names by extending its one-word abbreviated name ("dormitories" → Dorm), when exactly one
 * collection's name is such a prefix of the word. Names are read once per schema (`schemaKeys` is the schema's map).
 */
export function abbreviatedCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  // "appointments" names Appt too: a contraction keeps the word's first and last letters and some between, in order
  return onlyCollection(oneWordNames(collections, schemaKeys), (name) => word.length - name.length >= ABBREVIATION_ADDS
    && (word.startsWith(name) || (name.at(-1) === word.at(-1) && abbreviates(name, word))));
}

/** Shortest word read as one part of a one-word compound name, and the fewest letters the other part has. */
const COMPOUND_PART_MIN = 4;
const COMPOUND_REST_MIN = 3;

/**
 * The collection whose one-word name is a compound written without a separator and headed by `word` ("boats" →
 * sailboat), or made of `word` and a table-kind suffix ("customers" → customerdata), when exactly one collection's
 * name is such a compound. A leading part before another noun names something else ("work" is not a workshop).
 */
export function compoundPartCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  if (word.length < COMPOUND_PART_MIN) return undefined;
  return onlyCollection(oneWordNames(collections, schemaKeys), (name) => name.length - word.length >= COMPOUND_REST_MIN
    && (name.endsWith(word) || (name.startsWith(word) && COLLECTION_NAME_SUFFIXES.has(name.slice(word.length)))));
}

/** Each word of a KINDRED_ENTITY_NOUNS group, canonical, → the other words of its group. */
const KINDRED_BY_CANON: ReadonlyMap<string, readonly string[]> = new Map(KINDRED_ENTITY_NOUNS.flatMap((group) => {
  const words = group.map(canonWord);
  return words.map((word) => [word, words.filter((other) => other !== word)] as const);
}));

/** The kindred nouns of a canonical word (KINDRED_ENTITY_NOUNS), canonical; none when it has none. */
export const kindredNames = (word: string): readonly string[] => KINDRED_BY_CANON.get(word) ?? [];

/** The head of a collection's entity words, canonical ("Ref_Violation_Types" → type, "cardiologists" → cardiologist). */
export const entityHead = (collection: string): string => entityWords(collection).at(-1) ?? '';

/** The one collection whose one-word name is a kindred noun of `word` ("school" → University); see KINDRED_ENTITY_NOUNS. */
export function kindredCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  const kindred = KINDRED_BY_CANON.get(word);
  return kindred && onlyCollection(oneWordNames(collections, schemaKeys), (name) => kindred.includes(name));
}

/** COLLECTIVE_NOUNS with every word canonical. */
const COLLECTIVE_BY_CANON: ReadonlyMap<string, readonly string[]> = new Map([...COLLECTIVE_NOUNS].map(([word, members]) => [canonWord(word), members.map(canonWord)] as const));

/**
 * The one collection (no lookup table) whose one-word name is a thing a collective noun gathers, or a kindred noun of one ("fleet" →
 * Vehicles, "formulary" → medications); see COLLECTIVE_NOUNS.
 */
export function collectiveCollection(word: string, collections: readonly string[]): string | undefined {
  const members = COLLECTIVE_BY_CANON.get(word);
  if (!members) return undefined;
  const fits = (name: string) => members.includes(name) || members.some((m) => KINDRED_BY_CANON.get(m)?.includes(name));
  const found = collections.filter((c) => typeof c === 'string' && c && !isLookupTable(c) && entityWords(c).length === 1 && fits(entityWords(c)[0]!));
  return found.length === 1 ? found[0] : undefined;
}

const modifierCache = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * The collection whose two-word name begins with `word` ("permits" for permit_filings), when no other collection's
 * name but lookup tables' has the word: the records are called by the thing their name qualifies. Read once per
 * schema (`schemaKeys` is the schema's map).
 */
export function modifiedCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  let firsts = modifierCache.get(schemaKeys);
  if (!firsts) {
    const named = collections.filter((c) => typeof c === 'string' && c && !isLookupTable(c));
    const found = new Map<string, string>();
    for (const c of named) {
      const words = entityWords(c);
      if (words.length === 2 && !named.some((other) => other !== c && entityWords(other).includes(words[0]!))) found.set(words[0]!, c);
    }
    modifierCache.set(schemaKeys, (firsts = found));
  }
  return firsts.get(word);
}

const memberCache = new WeakMap<object, ReadonlyMap<string, string | null>>();

/**
 * The collection whose two-word name is a group and its members ("Ward_Member", "Ward_Mbr" for "ward"): said by the
 * group's noun alone, the group's members are the records asked about. Read once per schema (`schemaKeys` is the
 * schema's map); see GROUP_MEMBER_HEADS.
 */
export function memberCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  let groups = memberCache.get(schemaKeys);
  if (!groups) {
    const found = new Map<string, string | null>();
    for (const c of collections.filter((c) => typeof c === 'string' && c && !isLookupTable(c))) {
      const [group, head, ...rest] = entityWords(c);
      const member = !!head && !rest.length && GROUP_MEMBER_HEADS.some((m) => m === head || (m.at(-1) === head.at(-1) && abbreviates(head, m)));
      if (member) setWhileUnique(found, group!, c);
    }
    memberCache.set(schemaKeys, (groups = found));
  }
  return groups.get(word) ?? undefined;
}

const loggedCache = new WeakMap<object, string | null>();

/**
 * The one collection (no lookup table) whose name of more than one word ends in a head saying its records are logged
 * ("Visit_Log", "badgeEvents"): a logged head said alone ("the events", "log entries") names it. Read once per schema
 * (`schemaKeys` is the schema's map); see LOGGED_RECORD_HEADS.
 */
export function loggedCollection(word: string, collections: readonly string[], schemaKeys: object): string | undefined {
  if (!LOGGED_HEADS.has(word)) return undefined;
  let logged = loggedCache.get(schemaKeys);
  if (logged === undefined) {
    const found = collections.filter((c) => typeof c === 'string' && c && !isLookupTable(c) && entityWords(c).length > 1 && LOGGED_HEADS.has(entityWords(c).at(-1)!));
    loggedCache.set(schemaKeys, (logged = found.length === 1 ? found[0]! : null));
  }
  return logged ?? undefined;
}

/** Each collection whose name, without table-kind affixes, is one word, with that word; read once per schema. */
function oneWordNames(collections: readonly string[], schemaKeys: object): ReadonlyArray<readonly [string, string]> {
  let names = abbreviationCache.get(schemaKeys);
  if (!names) {
    names = collections.filter((c) => typeof c === 'string' && c).map((c) => [entityWords(c), c] as const)
      .filter(([words]) => words.length === 1 && words[0]!.length >= ABBREVIATION_MIN).map(([words, c]) => [words[0]!, c] as const);
    abbreviationCache.set(schemaKeys, names);
  }
  return names;
}

/** The one collection whose name passes `fits`; undefined when none or several do. */
function onlyCollection(names: ReadonlyArray<readonly [string, string]>, fits: (name: string) => boolean): string | undefined {
  let found: string | undefined;
  for (const [name, c] of names) {
    if (!fits(name)) continue;
    if (found && found !== c) return undefined;
    found = c;
  }
  return found;
}

export function collectionNameKeys(collections: readonly string[]): Map<string, string> {
  const claims = new Map<string, Set<string>>();
  const claim = (key: string, collection: string) => {
    if (!key) return;
    const set = claims.get(key) ?? new Set<string>();
    set.add(collection);
    claims.set(key, set);
  };
  const full = new Set(collections.map(collectionKey));
  for (const c of collections) {
    if (typeof c !== 'string' || !c) continue;
    const words = entityWords(c);
    claim(words.join(''), c);
    const head = words[words.length - 1];
    if (words.length > 1 && head && !GENERIC_HEAD_WORDS.has(head) && head.length > 2) claim(head, c);
    // "fuel_logs", "usage_events": a head that only says the records are logged names no thing; the words before it do
    if (words.length > 1 && head && LOGGED_HEADS.has(head)) claim(words.slice(0, -1).join(''), c);
  }
  // "variety" of Seed_Variety and Bed_Variety: a name whose other words name another collection ("bed" of
  // Garden_Bed) joins that collection's records to the head's, so the head names the one collection that joins none
  const joins = (c: string) => {
    const words = entityWords(c);
    return words.length > 1 && words.slice(0, -1).some((w) => [...(claims.get(w) ?? [])].some((o) => o !== c));
  };
  const keys = new Map<string, string>();
  for (const [key, set] of claims) {
    const named = set.size > 1 ? [...set].filter((c) => !joins(c)) : [...set];
    if (named.length === 1 && !full.has(key)) keys.set(key, named[0]!);
  }
  return keys;
}

/**
 * The longest collection key opening with each of its first one, two and three letters, by `openingOf` (a number:
 * looking it up builds no string).
 */
function keyReach(keys: ReadonlyMap<string, string>): ReadonlyMap<number, number> {
  const reach = new Map<number, number>();
  for (const key of keys.keys()) {
    for (let n = 1; n <= Math.min(3, key.length); n++) {
      const opening = openingOf(key, n);
      reach.set(opening, Math.max(reach.get(opening) ?? 0, key.length));
    }
  }
  return reach;
}

/** The first `n` (at most three) letters of a word as one number. */
const openingOf = (word: string, n: number): number => {
  let code = 0;
  for (let k = 0; k < 3; k++) code = code * 0x10000 + (k < n ? word.charCodeAt(k) : 0);
  return code;
};

/** The longest key a run starting with this word could spell: every such key opens with the word's first letters. */
const reachFrom = (reach: ReadonlyMap<number, number>, word: string): number => reach.get(openingOf(word, Math.min(3, word.length))) ?? 0;

/** An abbreviation of a word: its prefix ("stu" for student), or its letters in order from the same first letter ("dept"). */
const abbreviates = (short: string, word: string): boolean => {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  if (word.startsWith(short)) return true;
  return short.length >= 2 && lettersInOrder(short, word);
};

/**
 * The collection a top-level field names, if any: a run of its words spells the collection's key, or an affix-free
 * or head key of it ("delivery_van_code" → Ref_Delivery_Vans); or it is an id whose prefix abbreviates one
 * collection's entity word ("StuID" → Student, "dormid" → Dorm).
 */
function namedCollection(entry: FieldEntry, keys: ReadonlyMap<string, string>, reach: ReadonlyMap<number, number>, entities: ReadonlyArray<readonly [string, readonly string[]]>, keyedInitials: ReadonlySet<string>): string | null {
  // "num_comments" counts another collection's records from inside this one
  if (isCountField(entry) && !isOwnAmount(entry)) return null;
  const words = entry.canonWords;
  // (rule: recency-qualified-name) "last_service_date" keeps a fact of another record's latest service: the name right
  // after the qualifier names no collection; "last_order_id" still points at orders
  const qualified = words.length > 2 && RECENCY_WORDS.has(words[0]!) && !isIdField(entry);
  const found = longestSpelled(words, keys, reach, qualified ? 1 : -1) ?? longestSpelled(initialsSpelledOut(entry, entities, keyedInitials), keys, reach, -1);
  if (found) return found;
  const last = words[words.length - 1];
  const prefix = last === 'id' ? words.slice(0, -1).join('') : words.length === 1 && /^[a-z]{2,}id$/.test(last) ? last.slice(0, -2) : '';
  if (!prefix) return null;
  const matches = entities.filter(([, ws]) => ws.some((w) => abbreviates(prefix, w)));
  if (matches.length === 1) return matches[0][0];
  // "log_id" in fuel_logs, "entry_id" in ledger_entries: the id of the one collection whose name ends with that kind word
  const kinds = entities.filter(([c]) => lastNameWord(c) === prefix);
  return kinds.length === 1 ? kinds[0][0] : null;
}

/** The collection the longest run of `words` spells (a run starting at `skip` aside): "batch_item_id" names batch_items, not batches. */
function longestSpelled(words: readonly string[], keys: ReadonlyMap<string, string>, reach: ReadonlyMap<number, number>, skip: number): string | null {
  let found: string | null = null;
  let longest = 0;
  for (let from = 0; from < words.length; from++) {
    if (from === skip) continue;
    let joined = '';
    // a run longer than every key that opens the same way spells none; most runs open as no key does and build no string
    const bound = reachFrom(reach, words[from]!);
    for (let to = from; to < words.length && joined.length < bound; to++) {
      joined += words[to];
      const hit = keys.get(joined);
      if (hit && joined.length > longest) {
        found = hit;
        longest = joined.length;
      }
    }
  }
  return found;
}

/** A field's first word written in capitals, two to four letters, before an underscore ("WO_Type_Code"). */
const CAPITAL_INITIALS = /^([A-Z]{2,4})_/;

/** The capitals a schema writes before "id" in a top-level field ("WO" of `WO_Id`): initials it keys records by. */
function keyedInitialsOf(roots: readonly FieldEntry[]): ReadonlySet<string> {
  const keyed = new Set<string>();
  for (const entry of roots) {
    const initials = entry.depth === 1 && entry.canonWords.length === 2 && isIdField(entry) ? CAPITAL_INITIALS.exec(entry.name)?.[1] : undefined;
    if (initials) keyed.add(initials.toLowerCase());
  }
  return keyed;
}

/**
 * (rule: initialled-field-name) "WO_Type_Code" beside Work_Orders and Ref_Work_Order_Types: a first word in capitals
 * that spells the initials of one collection's name words reads as those words ("work order type code"), when the
 * schema keys records by those capitals (`WO_Id`), so they abbreviate that collection here ("IS_Active" beside
 * Insurance_Schemes and no `IS_ID` says "is active"); no words else.
 */
function initialsSpelledOut(entry: FieldEntry, entities: ReadonlyArray<readonly [string, readonly string[]]>, keyedInitials: ReadonlySet<string>): readonly string[] {
  const initials = entry.depth === 1 ? CAPITAL_INITIALS.exec(entry.name)?.[1]?.toLowerCase() : undefined;
  if (!initials || IDENTIFIER_WORDS.has(initials) || !keyedInitials.has(initials)) return [];
  const named = collectionOfInitials(initials, entities.map(([c]) => c));
  return named ? [...entityWords(named), ...entry.canonWords.slice(1)] : [];
}

/** "orderTotal": a count word ending a field after a noun, and none before it, is the named record's own amount. */
const isOwnAmount = (entry: FieldEntry): boolean => {
  const words = entry.canonWords;
  return words.length > 1 && OWN_AMOUNT_ENDINGS.has(words.at(-1)!) && !isCountField({ ...entry, canonWords: words.slice(0, -1) });
};

/** The last word of a collection's name, canonical ("fuel_logs" → log). */
const lastNameWord = (collection: string): string => canonWord(fieldWords(collection.slice(collection.lastIndexOf('.') + 1)).at(-1) ?? '');

export interface FieldOwners {
  /** the candidate collection a field (any depth) most likely lives in, by its top-level ancestor (no need to walk up); absent when unknown */
  readonly ownerOf: ReadonlyMap<FieldEntry, string>;
  /** top-level fields whose own name names their collection ("delivery_van_name") */
  readonly naming: ReadonlySet<FieldEntry>;
}

/** The key every document of a document store carries under its own name. */
export const DOCUMENT_KEY = '_id';

/**
 * "_id, order_no, …, _id, review_id, …": a flat list that opens with the document key and repeats it once per
 * collection lists each collection's fields in turn, each block after its own key (callers listing several
 * collections' fields send them so). A block goes to the collection listed in the same place, unless the names of the
 * fields (`owners`, the reading from names) place the blocks otherwise: some block's names never name its collection,
 * and each block's names name one collection most, no two the same ("_id, order_no, customer_id, _id, customer_name"
 * under customers, orders). Names alone do not move a block: pointers name other collections ("grower_ref" in trays).
 * A field goes with the block it is first listed in; every other field keeps its owner by names.
 */
export function keySeparatedOwners(fields: readonly string[], collections: readonly string[], index: FieldIndex, owners: FieldOwners): FieldOwners {
  if (collections.length < 2 || fields[0] !== DOCUMENT_KEY) return owners;
  const blocks: FieldEntry[][] = [];
  const seen = new Set<FieldEntry>();
  for (const f of fields) {
    if (f === DOCUMENT_KEY) blocks.push([]);
    const entry = index.byName.get(f);
    if (f === DOCUMENT_KEY || !entry || seen.has(entry)) continue;
    seen.add(entry);
    blocks[blocks.length - 1]!.push(entry);
  }
  if (blocks.length !== collections.length) return owners;
  const byNames = blocks.map((block) => namedOwnerCounts(block, owners.ownerOf));
  const agrees = byNames.every((counts, k) => !counts.size || counts.has(collections[k]!));
  const placed = (agrees ? null : mostNamed(byNames)) ?? collections;
  const ownerOf = new Map(owners.ownerOf);
  blocks.forEach((block, k) => { for (const entry of block) ownerOf.set(entry, placed[k]!); });
  return { ownerOf, naming: owners.naming };
}

/** How many of a block's fields the reading from names gives each collection. */
function namedOwnerCounts(block: readonly FieldEntry[], ownerOf: ReadonlyMap<FieldEntry, string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of block) {
    const owner = ownerOf.get(entry);
    if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}

/** Each block's most named collection, when every block names one, no two the same; else null. */
function mostNamed(byNames: ReadonlyArray<ReadonlyMap<string, number>>): string[] | null {
  const placed: string[] = [];
  for (const counts of byNames) {
    let best: string | null = null;
    let tie = false;
    for (const [collection, n] of counts) {
      const top = best === null ? 0 : counts.get(best)!;
      if (n > top) [best, tie] = [collection, false];
      else if (n === top) tie = true;
    }
    if (!best || tie || placed.includes(best)) return null;
    placed.push(best);
  }
  return placed;
}

/**
 * Embedded records that link to other records: a child names another record's id or a collection ("visits.clinic_id",
 * "shifts.doctor"), unlike a nested object that only groups a document's own values ("imdb.rating", "address.city").
 */
const isLinkedRecordList = (entry: FieldEntry, keys: ReadonlyMap<string, string>): boolean => entry.children.some((child) => {
  const own = child.ownWords;
  return (own.length >= 2 && own[own.length - 1] === 'id') || (own.length === 1 && (/^[a-z]{2,}id$/.test(own[0]!) || keys.has(own[0]!)));
});

/** Last words of a field holding a date: an embedded list's element holding one is an event record. */
const DATED_HEADS: ReadonlySet<string> = new Set([...DATE_FIELD_HEADS].map(canonWord));

/**
 * An embedded list of records of their own: a plural name with a child holding a key or reference ("lineItems.sku",
 * "stops.code"), unlike a nested object ("carrier.name") or a plural group of measures ("dimensions.width").
 */
const isKeyedRecordList = (entry: FieldEntry, heads: ReadonlySet<string> = IDENTIFIER_WORDS): boolean => {
  const written = entry.writtenWords.at(-1) ?? '';
  return entry.depth === 1 && written.endsWith('s') && canonWord(written) !== written
    && entry.children.some((child) => heads.has(child.canonWords.at(-1)!));
};

/**
 * "…, walksPerDay, walks.walkDate, fullName": a plural list whose elements carry their own date holds events of
 * the record listed, which ends there; not in a list written in alphabetical order ("cuisine, grades.date, name"),
 * where a list stands wherever its name sorts.
 */
const isEventListEnding = (roots: readonly FieldEntry[], k: number): boolean => {
  const sorted = (a: FieldEntry | undefined, b: FieldEntry | undefined) => !a || !b || a.name.toLowerCase() <= b.name.toLowerCase();
  return isKeyedRecordList(roots[k]!, DATED_HEADS) && !(sorted(roots[k - 1], roots[k]) && sorted(roots[k], roots[k + 1]));
};

/**
 * An embedded object or list, or a field inside one ("shippingAddress.city", which may be listed without its parent):
 * never one of a record's own plain fields.
 */
export const isEmbedded = (entry: FieldEntry): boolean => entry.children.length > 0 || entry.depth > 1;

/** Fewest fields of a collection listed before a person's name that begins another collection's fields. */
const PERSON_BLOCK_MIN_FIELDS = 3;

/** A run of consecutive top-level fields read as one collection's, with the collection a field of it names. */
interface Run {
  owner: string | null;
  readonly roots: FieldEntry[];
  /** it began at a plain field listed after embedded lists: where a collection's own fields end, another's begin */
  readonly afterLists: boolean;
}

/** What the names of a schema's top-level fields say, read alike from a list in the caller's order and from one sorted by name. */
export interface RootNames {
  /** matching key → collection: each collection's own key, then the other keys naming it (collectionNameKeys) */
  readonly keys: ReadonlyMap<string, string>;
  /** each field's top-level field, by field order (rootsOf) */
  readonly rootOf: readonly FieldEntry[];
  /** the top-level fields, in list order */
  readonly roots: readonly FieldEntry[];
  readonly reach: ReadonlyMap<number, number>;
  /** by position in `roots`: the collection a top-level field's own name names (namedCollection, an aliased key), else null */
  readonly names: (string | null)[];
}

/** What rootNames reads from the collections alone: their keys (names, then name keys), their entity words, the keys' reach. */
interface CollectionReading {
  readonly collections: readonly string[];
  readonly keys: ReadonlyMap<string, string>;
  readonly entities: ReadonlyArray<readonly [string, readonly string[]]>;
  readonly reach: ReadonlyMap<number, number>;
}
const collectionReadings = new WeakMap<ReadonlyMap<string, string>, CollectionReading>();

/**
 * The collection reading of `collections` by their name keys: schemas with the same collections share the one list
 * and name keys (schema-memo.ts), and so this reading, kept while the name keys are.
 */
function collectionReading(collections: readonly string[], nameKeys: ReadonlyMap<string, string>): CollectionReading {
  const known = collectionReadings.get(nameKeys);
  if (known?.collections === collections) return known;
  const listed = collections.filter((c) => typeof c === 'string' && c);
  const keys = new Map<string, string>(listed.map((c) => [collectionKey(c), c]));
  for (const [key, c] of nameKeys) if (!keys.has(key)) keys.set(key, c);
  const reading: CollectionReading = { collections, keys, entities: listed.map((c) => [c, entityWords(c)] as const), reach: keyReach(keys) };
  collectionReadings.set(nameKeys, reading);
  return reading;
}

/** RootNames of a schema: computed by each reader once per schema (schema-memo.ts), `names` a fresh array it may refine. */
export function rootNames(index: FieldIndex, collections: readonly string[], nameKeys: ReadonlyMap<string, string>): RootNames {
  const { keys, entities, reach } = collectionReading(collections, nameKeys);
  const rootOf = rootsOf(index);
  const roots = index.entries.filter((entry) => rootOf[entry.order] === entry);
  const aliased = aliasedIdentifiers(index, keys);
  const keyedInitials = keyedInitialsOf(roots);
  const names = roots.map((entry) => (entry.depth === 1 ? namedCollection(entry, keys, reach, entities, keyedInitials) ?? aliased.get(entry) ?? null : null));
  return { keys, rootOf, roots, reach, names };
}

/** Every field's owner from its top-level field's (`ownerOfRoot`), written into `ownerOf`: a field goes with its root. */
export function spreadFromRoots(index: FieldIndex, rootOf: readonly FieldEntry[], ownerOfRoot: ReadonlyMap<FieldEntry, string>, ownerOf: Map<FieldEntry, string>): void {
  for (const entry of index.entries) {
    const owner = ownerOfRoot.get(rootOf[entry.order]!);
    if (owner) ownerOf.set(entry, owner);
  }
}

/**
 * Which collection each field lives in. Callers send one flat list of every collection's fields, written collection
 * by collection (each in its own order, a name already listed left out; a document's plain fields before its
 * embedded lists): a plain field that names a collection marks where that collection's fields are, and the fields
 * after it belong to the same collection until another field names a different one. An embedded list is not a
 * mark (its name usually names the records it links to, not its owner), and a plain field after embedded lists
 * starts the next collection's fields. Fields before the first mark belong to the collection their embedded records
 * point back at, else stay unowned rather than guessed; a run that starts after lists and names nothing belongs to
 * the one collection nothing else claims, if there is exactly one. Computed once per schema (schema-memo.ts), which
 * passes the `collectionNameKeys` it also keys collections by.
 */
export function fieldOwners(index: FieldIndex, collections: readonly string[], nameKeys: ReadonlyMap<string, string> = collectionNameKeys(collections), entityKeys: ReadonlyMap<string, string> = new Map()): FieldOwners {
  const ownerOf = new Map<FieldEntry, string>();
  const naming = new Set<FieldEntry>();
  if (collections.length === 1) {
    for (const entry of index.entries) ownerOf.set(entry, collections[0]);
    return { ownerOf, naming };
  }
  let run: Run = { owner: null, roots: [], afterLists: false };
  const runs = [run];
  let afterList = false;
  const { keys, rootOf, roots, reach, names } = rootNames(index, collections, nameKeys);
  // each collection's place in the caller's own order, if it gives one: read once for every rule below that follows it
  const place = listedPlaces(collections);
  const segmented = flatOwners(roots, names, keys, reach, collections);
  if (segmented) {
    spreadFromRoots(index, rootOf, ownersByListedBlocks(roots, names, keys, collections, place, new Map(segmented)), ownerOf);
    roots.forEach((entry, k) => names[k] && naming.add(entry));
    return { ownerOf, naming };
  }
  roots.forEach((entry, k) => {
    names[k] ??= entry.depth === 1 ? entityNamedKey(entry, entityKeys) : null;
    // "target_enrollment", "home_branch": a collection's name after a qualifier is an attribute or a pointer, no mark
    if (names[k] && !isEmbedded(entry) && qualifiedName(entry, names[k]!, keys)) names[k] = null;
  });
  const links = foreignKeys(roots, names, keys, place);
  // "…, tourId, guideId, …, tourDate, seats, givenName, surname, licence": a person's name well inside another
  // collection's fields, none of them a person's name, begins the keyless fields of the one collection only pointed at
  // by an id listed before it (a list naming each field once left that key with the records pointing at it)
  const fieldNamed = new Set(roots.flatMap((entry, k) => (names[k] && !isEmbedded(entry) && !links.has(k) ? [names[k]!] : [])));
  const pointedOnly = (k: number) => new Set(roots.slice(0, k).flatMap((entry, j) => (names[j] && links.has(j) && isIdField(entry) && !fieldNamed.has(names[j]!) ? [names[j]!] : [])));
  const personOfPointed = (listed: Run, entry: FieldEntry, k: number): string | null => {
    if (!listed.owner || !isPersonName(entry) || listed.roots.length < PERSON_BLOCK_MIN_FIELDS || listed.roots.some(isPersonName)) return null;
    if (isIdField(listed.roots.at(-1)!)) return null;
    const pointed = [...pointedOnly(k)].filter((c) => c !== listed.owner);
    // ("department_id" pointed at before a first name: a department keeps no person's name)
    return pointed.length === 1 && namesPeople(pointed[0]!) ? pointed[0]! : null;
  };
  // each root's words joined once, for keyOfRolePointed, and only when it asks (it reads keys alone): by field order, not a map
  const joinedWords: string[] = [];
  const joinedOf = (entry: FieldEntry): string => (joinedWords[entry.order] ??= entry.canonWords.join(' '));
  const keyedByDocument = roots[0]?.name === DOCUMENT_KEY && isPlainField(roots[1]) && !isKeyLike(roots[1]!) && !names[1];
  const rolePointed = new Set(roots.flatMap((root, k) => (names[k] && isPlainField(root) && qualifiesCollection(root, names[k]!, keys) ? [names[k]!] : [])));
  // read only for a key-like field amid fields no collection has, which most schemas never list: built on first need
  let roleTails: ReadonlyMap<string, number> | undefined;
  roots.forEach((entry, k) => {
    // "shippingAddress.city" listed without "shippingAddress": a nested value of the record being listed, like an
    // embedded object, never the first plain field of the next collection
    const embeds = isEmbedded(entry);
    const named = names[k];
    if (named) naming.add(entry);
    let mark = named !== null && !embeds && named !== run.owner && !links.has(k);
    // (rule: document-keyed-pointer) records keyed by the document key alone ("_id, displayName, …") of a collection
    // other records point at under roles ("homeCrewId"): its bare id after a plain value of the record listed, before
    // that record's nested values, points from it too
    if (mark && keyedByDocument && isIdField(entry) && rolePointed.has(named!) && isPlainField(roots[k - 1]) && !isKeyLike(roots[k - 1]!) && roots[k + 1] && isEmbedded(roots[k + 1]!)) mark = false;
    // a collection's fields are listed once: an id naming one listed earlier points at it from the next records
    const repeated = mark && isIdField(entry) && runs.some((r) => r !== run && r.owner === named);
    // (rule: named-again-is-value) a plain value naming a collection whose fields came already ("projects_led"
    // among a maker's fields) is one more value of the record listed, no second start of that collection's fields
    if (mark && !isIdField(entry) && !isKeyLike(entry) && runs.some((r) => r !== run && r.owner === named)) mark = false;
    if (repeated && run.afterLists) mark = false;
    else if (repeated) {
      run = { owner: null, roots: [], afterLists: true };
      runs.push(run);
      mark = false;
    }
    const person = !named && !embeds ? personOfPointed(run, entry, k) : null;
    if (person) {
      run = { owner: person, roots: [], afterLists: false };
      runs.push(run);
    } else if (mark || (afterList && !embeds) || (!named && run.roots.length > 0 && keyOfRolePointed(run.roots, entry, joinedOf))
      || (!named && !run.owner && run.afterLists && run.roots.length > 0 && isPlainField(entry) && isKeyLike(entry) && ((roleTails ??= roleQualifiedTails(roots)).get(joinedOf(entry)) ?? k) < k)) {
      run = { owner: mark ? named : null, roots: [], afterLists: !mark };
      runs.push(run);
    }
    afterList = embeds ? afterList || isLinkedRecordList(entry, keys) || isKeyedRecordList(entry) || isEventListEnding(roots, k) || isUnlistedRecordKey(entry) : false;
    run.roots.push(entry);
  });
  pointersOutOfListOrder(runs, place);
  const leading = runs[0]!;
  if (!leading.owner && (runs.length > 1 || links.size > 0)) {
    const leadingRoots = new Set(leading.roots);
    leading.owner = backReferencedCollection(index.entries.filter((e) => leadingRoots.has(rootOf[e.order]!)), keys);
    // "volunteer_id, experiment_code, lab_code, …": records pointing at collections are none of theirs; the one
    // collection neither pointed at nor named by a run is theirs, the whole list's when no field begins another run
    // (rule: pointers-only-run)
    const pointed = new Set([...links].filter((k) => leadingRoots.has(roots[k]!)).map((k) => names[k]));
    const others = collections.filter((c) => !pointed.has(c) && !runs.some((r) => r.owner === c));
    if (!leading.owner && pointed.size && others.length === 1) leading.owner = others[0]!;
  }
  const claimed = new Set(runs.map((r) => r.owner));
  const unclaimed = collections.filter((c) => !claimed.has(c));
  const open = runs.filter((r) => !r.owner && r.afterLists);
  if (open.length > 1) {
    for (const r of open) {
      const named = new Set(r.roots.map((root) => initialledCollection(root, unclaimed)).filter((c) => c !== null));
      const owner = named.size === 1 ? [...named][0]! : null;
      if (owner && !open.some((o) => o.owner === owner)) r.owner = owner;
    }
  }
  // (rule: unnamed-key-begins-unnamed-collection) a collection some field names by its key ("judge_id") has that key
  // listed where it was first named, its own fields keyless; so a run begun at a key naming no collection
  // ("bar_number") is the records of the one collection left that no field names at all
  const namedAnywhere = new Set(names);
  const unnamedLeft = unclaimed.filter((c) => !namedAnywhere.has(c) && !open.some((r) => r.owner === c));
  const keyBegun = open.filter((r) => !r.owner && isPlainField(r.roots[0]) && isKeyLike(r.roots[0]!) && !naming.has(r.roots[0]!));
  if (unnamedLeft.length === 1 && keyBegun.length === 1) keyBegun[0]!.owner = unnamedLeft[0]!;
  const stillUnclaimed = unclaimed.filter((c) => !open.some((r) => r.owner === c));
  // (rule: surplus-runs-continue) more runs begun after lists than collections left without fields: a record may list
  // plain values after its lists ("…, diagnoses.code, fitness, visitMinutes"), so the earliest such runs continue the
  // record before them and the last ones are the keyless blocks of the collections left
  const surplus = open.filter((r) => !r.owner).length - stillUnclaimed.length;
  if (stillUnclaimed.length && surplus > 0) {
    let left = surplus;
    const opened = new Set(open);
    runs.forEach((r, k) => {
      if (left > 0 && !r.owner && opened.has(r)) {
        r.owner = runs[k - 1]?.owner ?? null;
        left--;
      }
    });
  }
  const stillOpen = open.filter((r) => !r.owner);
  if (stillOpen.length === 1 && stillUnclaimed.length === 1 && fitsListOrder(runs, stillOpen[0]!, stillUnclaimed[0]!, place)) stillOpen[0]!.owner = stillUnclaimed[0]!;
  // "mrn, fullName, admissions.…, wardCode, …, staffId, …" where two runs or more after it name their collections: the
  // fields listed first, which name none, are the one collection no run has
  const named = runs.filter((r) => r.owner);
  const unowned = collections.filter((c) => !named.some((r) => r.owner === c));
  // (the document key alone, every collection's, is none of them)
  if (!leading.owner && named.length >= 2 && unowned.length === 1 && leading.roots.some((r) => r.name !== DOCUMENT_KEY)) leading.owner = unowned[0]!;
  // every collection has its fields already: a run begun after a nested object ("insurance.member_id") continues the
  // record listed before it
  if (!stillUnclaimed.length) runs.forEach((r, k) => { if (!r.owner && r.afterLists && k > 0) r.owner = runs[k - 1]!.owner; });
  // the one collection still without fields takes a run's fields from a thing's name listed late in it (lateNameAt),
  // or from an own name right after the nested fields closing the record listed (nameAfterNested), or from a person's
  // name among a thing's fields (personAfterOwnName)
  const without = collections.filter((c) => !runs.some((r) => r.owner === c));
  if (without.length === 1) {
    for (const [k, r] of runs.entries()) {
      const late = r.owner ? lateNameAt(r.roots, (j) => naming.has(r.roots[j]!)) : -1;
      const afterNested = late < 0 && r.owner ? nameAfterNested(r.roots) : late;
      const at = afterNested < 0 && r.owner ? personAfterOwnName(r.roots, (j) => naming.has(r.roots[j]!)) : afterNested;
      if (at < 0) continue;
      runs.splice(k + 1, 0, { owner: without[0]!, roots: r.roots.splice(at), afterLists: false });
      break;
    }
    // failing those, from a time stamp listed after the nested fields that followed the record's own stamp
    const stamps = runs.some((r) => r.owner === without[0]) ? [] : runs.map((r) => (r.owner ? stampAfterNested(r.roots) : -1));
    const stamped = stamps.findIndex((at) => at > 0);
    if (stamped >= 0) runs.splice(stamped + 1, 0, { owner: without[0]!, roots: runs[stamped]!.roots.splice(stamps[stamped]!), afterLists: false });
  }
  // (rule: person-before-people-key) "…, medication_name, …, full_name, specialty, staff_no, …" where the run after
  // is people's, begun at their key with no person's name in it: a person's name after a thing's own name and its
  // plain values begins those people's fields, their key listed after the name
  for (const [k, r] of runs.entries()) {
    const next = runs[k + 1];
    if (!r.owner || !next?.owner || namesPeople(r.owner) || !namesPeople(next.owner) || !next.roots.length || (!isKeyLike(next.roots[0]!) && !naming.has(next.roots[0]!))) continue;
    if (next.roots.some((f) => isPersonName(f) || isFullNameField(f))) continue;
    const at = personAfterOwnName(r.roots, (j) => naming.has(r.roots[j]!));
    if (at >= 0) next.roots.unshift(...r.roots.splice(at));
  }
  const ownerOfRoot = new Map<FieldEntry, string>();
  for (const r of runs) if (r.owner) for (const root of r.roots) ownerOfRoot.set(root, r.owner);
  spreadFromRoots(index, rootOf, ownersByListedBlocks(roots, names, keys, collections, place, ownerOfRoot), ownerOf);
  return { ownerOf, naming };
}

/**
 * The owners of the top-level fields read by the order of the collections: inListOrder for a caller's own order, then
 * pointedBlockOwners where keys and records' names begin blocks in the order their collections are pointed at (read
 * first: it rests on the list's own names, not on the order the collections were sent in), else, for a flat list, listedOrderOwners where the names evidence blocks in the order listed, sorted or not (a role before
 * a collection's name, "senior_keeper_id", names that collection too), and for a list with embedded fields
 * listEndOwners, blocks ending with their records' lists.
 */
function ownersByListedBlocks(roots: readonly FieldEntry[], names: readonly (string | null)[], keys: ReadonlyMap<string, string>, collections: readonly string[], place: ReadonlyMap<string, number> | null, ownerOfRoot: Map<FieldEntry, string>): Map<FieldEntry, string> {
  const read = inListOrder(roots, names, place, ownerOfRoot);
  const own = names.map((c, k) => (c && !isEmbedded(roots[k]!) ? c : null));
  const first = roots[0]?.name === DOCUMENT_KEY ? 1 : 0;
  const isKey = roots.map(isKeyLike);
  const person = roots.map((r) => !isEmbedded(r) && isPersonName(r));
  const calls = roots.map(callsRecord);
  const roleKey = roots.map((r, k) => own[k] !== null && qualifiesCollection(r, own[k]!, keys));
  const pointed = pointedBlockOwners({ roots, names: own, isKey, roleKey, embedded: roots.map(isEmbedded), calls, person, fullName: roots.map((r) => !isEmbedded(r) && isFullNameField(r)), first }, collections, read);
  if (pointed !== read) return pointed;
  if (roots.some(isEmbedded)) return listEndOwners({ roots, names: own, plain: roots.map((r) => !isEmbedded(r)), list: roots.map((r) => r.children.length > 0), first }, collections, read);
  return listedOrderOwners({ roots, names: own, isKey, first }, collections, read);
}

/**
 * Whether giving `run` to `owner` keeps the runs in the caller's own order of collections (rule: run-in-list-order):
 * an unnamed run between the runs of the second and third collections listed is not given to the one listed last,
 * which begins elsewhere (at a late name: placeNext). True when the caller gives no order (`place`: listedPlaces).
 */
function fitsListOrder(runs: readonly Run[], run: Run, owner: string, place: ReadonlyMap<string, number> | null): boolean {
  if (!place) return true;
  const at = runs.indexOf(run);
  const before = runs.slice(0, at).reverse().find((r) => r.owner)?.owner;
  const after = runs.slice(at + 1).find((r) => r.owner)?.owner;
  const own = place.get(owner)!;
  return (!before || place.get(before)! < own) && (!after || place.get(after)! > own);
}

/**
 * (rule: pointer-out-of-list-order) "…, parcel_id, tracking_code, courier_id, zone_code, weight_kg, …, hub_id, …"
 * sent with the collections in their own order (parcels, hubs, couriers, zones): a run begun at an id naming a
 * collection listed after one whose run comes later skips that collection's place, so the id points from the record
 * listed and its fields are that record's, when that record's run ends in a plain key of its own ("tracking_code");
 * after a plain value or a nested one the id begins its own collection's fields. Reached only on lists the flat
 * reading leaves (flatOwners: lists with embedded fields, or naming more than ten collections). `runs` are changed
 * in place; `place` is listedPlaces of the caller's list.
 */
function pointersOutOfListOrder(runs: Run[], place: ReadonlyMap<string, number> | null): void {
  if (!place) return;
  for (let k = runs.length - 1; k > 0; k--) {
    const r = runs[k]!;
    const before = runs[k - 1]!;
    if (!r.owner || !before.owner || !isIdField(r.roots[0]!)) continue;
    const last = before.roots.at(-1)!;
    if (isEmbedded(last) || !isKeyLike(last)) continue;
    const own = place.get(r.owner)!;
    const skipped = runs.slice(k + 1).some((later) => later.owner && place.get(later.owner)! < own && place.get(later.owner)! > place.get(before.owner!)!);
    if (!skipped) continue;
    before.roots.push(...r.roots);
    runs.splice(k, 1);
  }
}

/** Words naming who made a thing (the `make` field role): such a field opens a thing's own description. */
const MAKER_WORDS: ReadonlySet<string> = ROLE_WORDS.get('make') ?? new Set();

/** Whether `list` is sorted by `compare`. */
const sortedBy = (list: readonly string[], compare: (a: string, b: string) => number): boolean =>
  list.every((c, k) => k === 0 || compare(list[k - 1]!, c) <= 0);

/**
 * Whether a caller's list of collections is in an order of its own: sorted neither by name nor by code point (a sorted
 * list says no order; one a program sorted has capitals first, ["Orders", "customers"]).
 */
const inOwnOrder = (collections: readonly string[]): boolean =>
  !sortedBy(collections, (a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) && !sortedBy(collections, (a, b) => (a > b ? 1 : 0));

/**
 * Each collection's place in the caller's list (first listing, in order), when the list gives an order of its own
 * (inOwnOrder) over enough collections for a flat list to be read by it; null otherwise.
 */
function listedPlaces(listed: readonly string[]): ReadonlyMap<string, number> | null {
  const collections = [...new Set(listed.filter((c) => typeof c === 'string' && c))];
  if (collections.length < FLAT_MIN_COLLECTIONS || !inOwnOrder(collections)) return null;
  return new Map(collections.map((c, k) => [c, k] as const));
}

/** Whether a field may begin a record's fields: a key, or what the record is called. */
const beginsRecord = (entry: FieldEntry): boolean => isKeyLike(entry) || isPersonName(entry) || NAME_WORDS.has(entry.canonWords.at(-1)!);

/**
 * "hotels, rooms, guests, bookings, staff" sent in their own order, the fields listed collection by collection in that
 * order: where the owners read from names already follow that order, one segment each, it places what names alone
 * left out. A collection with no fields between two that have (or after the last) takes the fields no collection has
 * there; two such collections split them where the second's would begin, as below. Else it begins inside the fields of
 * the one before it: at the first plain field after that record's embedded lists, at a thing's own name listed late (lateNameAt), at a key naming it (`jobId` for jobOrders, not one in a row
 * of keys) or, for people, at a person's name. A collection whose fields begin with neither a key nor a name
 * (`booking_status`) begins at the key naming it listed last among the fields of the one before (`booking_id`).
 * `ownerOfRoot` (top-level field → owner) is changed in place and returned; `place` is listedPlaces of the caller's list.
 */
function inListOrder(roots: readonly FieldEntry[], names: readonly (string | null)[], place: ReadonlyMap<string, number> | null, ownerOfRoot: Map<FieldEntry, string>): Map<FieldEntry, string> {
  if (!place) return ownerOfRoot;
  const collections = [...place.keys()];
  // each step places one collection's fields; the segments are read again after it
  for (let step = 0; step < collections.length && placeNext(roots, names, collections, place, ownerOfRoot); step++);
  return ownerOfRoot;
}

/** One step of inListOrder: whether it placed a collection's fields. */
function placeNext(roots: readonly FieldEntry[], names: readonly (string | null)[], collections: readonly string[], place: ReadonlyMap<string, number>, ownerOfRoot: Map<FieldEntry, string>): boolean {
  // segments of consecutive top-level fields with one owner (null: none)
  const segments: { owner: string | null; from: number; to: number }[] = [];
  roots.forEach((root, k) => {
    const owner = ownerOfRoot.get(root) ?? null;
    const last = segments.at(-1);
    if (last && last.owner === owner) last.to = k + 1;
    else segments.push({ owner, from: k, to: k + 1 });
  });
  const owned = segments.filter((g) => g.owner);
  if (owned.length < 2 || owned.some((g, k) => k > 0 && place.get(g.owner!)! <= place.get(owned[k - 1]!.owner!)!)) return false;
  const give = (from: number, to: number, owner: string): boolean => {
    for (let k = from; k < to; k++) ownerOfRoot.set(roots[k]!, owner);
    return true;
  };
  /** where, in the fields at [from, to), a key naming `c` (by name, or by the first word of its name) stands after a plain field */
  const keysNaming = (from: number, to: number, c: string): number[] => {
    const first = entityWords(c)[0];
    const found: number[] = [];
    for (let k = Math.max(from, 1); k < to; k++) {
      const root = roots[k]!;
      if (isIdField(root) && (names[k] === c || root.canonWords[0] === first) && !isKeyLike(roots[k - 1]!)) found.push(k);
    }
    return found;
  };
  /** where (an index into `roots`) collection `c` begins inside the fields of `before`, after its first: -1 when nowhere */
  const beginsInside = (before: { from: number; to: number }, c: string): number => {
    const fields = roots.slice(before.from, before.to);
    // each reading below is an index into `fields`, -1 when it finds nothing
    const afterLists = fields.findIndex((f, j) => j > 0 && !isEmbedded(f) && isEmbedded(fields[j - 1]!));
    const late = lateNameAt(fields, (j) => !!names[before.from + j], true);
    const key = (keysNaming(before.from + 1, before.to, c)[0] ?? before.from - 1) - before.from;
    const named = namesPeople(c) && !fields.slice(0, PERSON_BLOCK_MIN_FIELDS).some(isPersonName) ? fields.findIndex((f, j) => j >= PERSON_BLOCK_MIN_FIELDS && isPersonName(f)) : -1;
    // (a key of the person's listed right before the name, "badge_number", begins with it)
    const person = named > 1 && isKeyLike(fields[named - 1]!) && !isKeyLike(fields[named - 2]!) ? named - 1 : named;
    // (rule: maker-begins-thing) a thing's maker ("brand", "make") begins the fields of a collection of things
    const firstKey = fields.findIndex(isKeyLike);
    const maker = namesPeople(c) ? -1 : fields.findIndex((f, j) => j > 0 && (firstKey < 0 || firstKey >= j) && f.depth === 1 && MAKER_WORDS.has(f.canonWords.at(-1)!));
    const at = [afterLists, late, key, person, maker].find((j) => j > 0);
    return at === undefined ? -1 : before.from + at;
  };
  // the collections listed after the last one with fields, none with fields of its own: the first begins inside its fields
  const last = segments.at(-1)!;
  const after = last.owner ? collections.slice(place.get(last.owner)! + 1) : [];
  if (after.length) {
    const at = beginsInside(last, after[0]!);
    if (at > last.from) return give(at, last.to, after[0]!);
  }
  let late = -1;
  // whether the segment at k is followed by the collection listed right after its owner, or ends the list with it
  // (else a collection still without fields may begin at its late name)
  const nextListed = (k: number): boolean => {
    const next = segments.slice(k + 1).find((g) => g.owner)?.owner;
    const own = place.get(segments[k]!.owner!)!;
    return next ? place.get(next) === own + 1 : own === collections.length - 1;
  };
  // the last segment with an owner before the one read
  let lastOwned: (typeof segments)[number] | undefined;
  for (const [k, segment] of segments.entries()) {
    const before = lastOwned;
    if (segment.owner) lastOwned = segment;
    if (!before) continue;
    if (!segment.owner) {
      // fields no collection has, after a segment: the one collection listed between takes them (the segment after,
      // if any, has an owner: segments of one owner are merged)
      const next = segments[k + 1];
      const between = collections.slice(place.get(before.owner!)! + 1, next ? place.get(next.owner!)! : collections.length);
      if (between.length === 1) return give(segment.from, segment.to, between[0]!);
      // none listed between (rule: unowned-between-neighbours): the record before ends, the next begins at the last
      // key there ("…, tv_fee, sale_id, seat_row" before "ticket_price, …")
      if (!between.length && next) {
        const key = roots.slice(segment.from, segment.to).findLastIndex(isKeyLike);
        if (key > 0) return give(segment.from, segment.from + key, before.owner!) && give(segment.from + key, segment.to, next.owner!);
        // (no key there: plain values left after the record's lists, "…, readings.value, status, follow_up_reason", are its own)
        if (key < 0) return give(segment.from, segment.to, before.owner!);
      }
      // two listed there: the second begins where its own fields would (beginsInside), the first takes those before
      const second = between.length === 2 ? beginsInside(segment, between[1]!) : -1;
      if (second > segment.from) return give(segment.from, second, between[0]!) && give(second, segment.to, between[1]!);
      continue;
    }
    if (segments[k - 1] !== before) continue;
    const missing = collections.slice(place.get(before.owner!)! + 1, place.get(segment.owner)!);
    if (missing.length === 1 || (missing.length > 1 && keysNaming(before.from + 1, before.to, missing[0]!).length > 0)) {
      // a collection listed between two with fields, with none of its own, begins inside the fields of the one before;
      // of several listed there the first does only at a key naming it, and the next steps place the others inside its fields
      const at = beginsInside(before, missing[0]!);
      if (at > before.from) return give(at, before.to, missing[0]!);
    } else if (!missing.length && isIdField(roots[segment.from]!) && names[segment.from] === segment.owner && !isEmbedded(roots[segment.from - 1]!) && nextListed(k) && (late = lateNameAt(roots.slice(segment.from, segment.to), (j) => !!names[segment.from + j])) > 0) {
      // (rule: pointer-before-late-name) a key naming the next record, then its plain values and, late, a thing's own
      // name: the key points from the record before, whose values run on up to that name ("plantId, label, growerId,
      // hardiness, …, name, region" under plants, growers); a key right after the lists closing the record before begins
      return give(segment.from, segment.from + late, before.owner!);
    } else if (!missing.length && !beginsRecord(roots[segment.from]!) && !isEmbedded(roots[segment.from - 1]!)) {
      // a segment beginning with a plain value begins at the key naming it listed last in the one before (not one
      // begun right after the embedded lists that close the record before)
      const key = keysNaming(before.from + 1, before.to, segment.owner).at(-1) ?? -1;
      if (key > before.from && !roots.slice(key + 1, before.to).some((_, j) => names[key + 1 + j] === before.owner)) return give(key, before.to, segment.owner);
    }
  }
  return false;
}

/**
 * (rule: role-pointed-key-begins) "…, defense_bar_number, …, full_name, …, bar_number, firm_name": each field's
 * trailing words of two or more, short of the whole name, joined by spaces → where a field first ends so. A bare key
 * so spelt after a field naming it under a role, amid fields no collection has, is the pointed-at record's own key.
 */
function roleQualifiedTails(roots: readonly FieldEntry[]): ReadonlyMap<string, number> {
  const tails = new Map<string, number>();
  roots.forEach((root, k) => {
    const words = root.canonWords;
    for (let from = words.length - 2; from > 0; from--) {
      const tail = words.slice(from).join(' ');
      if (!tails.has(tail)) tails.set(tail, k);
    }
  });
  return tails;
}

/**
 * "…, from_pier_id, to_pier_id, …, pier_id, berth_count": a bare id naming no collection, after the record listed
 * pointed at the same thing under roles of its own, is that thing's own key and begins its records. `joinedOf`: a
 * root's canonical words joined by spaces.
 */
function keyOfRolePointed(listed: readonly FieldEntry[], entry: FieldEntry, joinedOf: (entry: FieldEntry) => string): boolean {
  if (entry.depth !== 1 || !isIdField(entry) || entry.canonWords.length < 2) return false;
  const key = ' ' + joinedOf(entry);
  return listed.some((e) => e.depth === 1 && e.canonWords.length > entry.canonWords.length && joinedOf(e).endsWith(key));
}

/**
 * The one collection whose entity words' initials spell a key's words before its key word ("poNumber" → purchase
 * orders, "wo_id" → work_orders): a record's own key written with its collection's acronym.
 */
function initialledCollection(entry: FieldEntry, collections: readonly string[]): string | null {
  const words = entry.canonWords;
  if (words.length < 2 || !IDENTIFIER_WORDS.has(words.at(-1)!)) return null;
  return collectionOfInitials(words.slice(0, -1).join(''), collections);
}

/** The one collection of two words or more whose entity words' initials spell `initials` ("po" → purchase_orders). */
function collectionOfInitials(initials: string, collections: readonly string[]): string | null {
  if (initials.length < 2) return null;
  const hits = collections.filter((c) => {
    const ws = entityWords(c);
    return ws.length === initials.length && ws.every((w, i) => w[0] === initials[i]);
  });
  return hits.length === 1 ? hits[0]! : null;
}

/** A word written in capitals, maybe plural ("WOs", "PO"): an initialism, read against collection names. */
const INITIALISM = /^([A-Z]{2,4})s?$/;

/**
 * The collection an initialism written in a question stands for ("POs" → PurchaseOrders, "WO" → work_orders): the
 * initials of its name's entity words, when exactly one collection of two words or more has them.
 */
export function initialismCollection(written: string, collections: readonly string[]): string | undefined {
  const letters = INITIALISM.exec(written)?.[1];
  // ("ID", "NO", "SKU" are names of keys, no initials)
  if (letters && IDENTIFIER_WORDS.has(canonWord(letters.toLowerCase()))) return undefined;
  return (letters && collectionOfInitials(letters.toLowerCase(), collections.filter((c) => typeof c === 'string' && c))) ?? undefined;
}

/**
 * "primaryProviderId", "referring_doctor_id": an id whose words put a qualifier before the collection they spell
 * points at one of that collection's records wherever it is listed: a collection's own key is its bare name and "id".
 */
export function qualifiesCollection(entry: FieldEntry, named: string, keys: ReadonlyMap<string, string>): boolean {
  const words = entry.canonWords;
  if (words.length < 3 || words[words.length - 1] !== 'id') return false;
  const stem = words.slice(0, -1);
  if (keys.get(stem.join('')) === named) return false;
  for (let from = 1; from < stem.length; from++) if (keys.get(stem.slice(from).join('')) === named) return true;
  return false;
}

/**
 * "subject_id" beside an enrollments collection, "protocol_title" beside studies: a key or name of the thing a pack
 * entity calls the collection (`entityKeys`, alias key → collection), where the collection's own name spells no word.
 */
export function entityNamedKey(entry: FieldEntry, entityKeys: ReadonlyMap<string, string>): string | null {
  const words = entry.canonWords;
  if (words.length < 2 || !(OWN_KEY_ENDINGS.has(words.at(-1)!) || NAME_WORDS.has(words.at(-1)!))) return null;
  return entityKeys.get(words.slice(0, -1).join('')) ?? null;
}

/**
 * "target_enrollment", "home_branch" beside enrollments and branches: a plain field of one word and a collection's name
 * after it is a measure or a pointer of other records, no key or name of that collection.
 */
export function qualifiedName(entry: FieldEntry, named: string, keys: ReadonlyMap<string, string>): boolean {
  const words = entry.canonWords;
  return words.length === 2 && keys.get(words[1]!) === named && keys.get(words[0]!) !== named;
}

const RECENCY_WORDS: ReadonlySet<string> = new Set(RECENCY_QUALIFIERS.map(canonWord));

/** One-word names of identifiers: key endings, short forms of one, and the names of code systems ("mrn", "npi"). */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set([...IDENTIFIER_ENDINGS, ...CODE_FORMATS.flatMap((f) => f.words)].map(canonWord));

/**
 * Top-level one-word identifiers a pack gives as another name of a collection's entity word ("mrn" for patient, "npi"
 * for provider), with that collection: the record's own key, listed where its fields begin, though no word of it
 * spells the collection's name.
 */
function aliasedIdentifiers(index: FieldIndex, keys: ReadonlyMap<string, string>): ReadonlyMap<FieldEntry, string> {
  const found = new Map<FieldEntry, string>();
  for (const [key, collection] of keys) {
    for (const candidate of index.phrases.get(key) ?? []) {
      const entry = candidate.entry;
      if (candidate.kind === 'alias' && entry.depth === 1 && entry.canonWords.length === 1 && IDENTIFIER_WORDS.has(entry.canonWords[0]!)) found.set(entry, collection);
    }
  }
  return found;
}

/**
 * Evidence weights of a flat list's segmentation (see flatOwners): a field naming its segment's collection by what it
 * is called, or by another word; a key naming it; a field naming another collection without a key; a key beginning
 * its named collection's segment, or one no field names; beginning any segment; the tie-break for beginning later; and
 * how many fields after its key a record's first field naming its collection may stand (see farNamingFields).
 */
const FLAT = { nameAnchor: 3.5, anchor: 3, keyNamed: 1, stray: 1.5, ownKeyStart: 2.2, unnamedKeyStart: 2, switch: 1.5, later: 1e-6, keyReach: 3 } as const;
const FLAT_KEY_ENDINGS: ReadonlySet<string> = new Set([...IDENTIFIER_ENDINGS, ...SERIAL_KEY_ENDINGS]);
const SERIAL_KEYS: ReadonlySet<string> = new Set(SERIAL_KEY_ENDINGS);
/** Last words of a field holding what its record is called: a field naming a collection so marks its fields most. */
const NAME_WORDS: ReadonlySet<string> = new Set([...NAME_ENDINGS, ...LABEL_ENDINGS].map(canonWord));

/** Canonical words of a collection's last dotted segment; once per name (see keyCache). */
export const nameWords = (collection: string): readonly string[] => nameWordsCache.getOrCompute(collection, computeNameWords);
const nameWordsCache = new BoundedCache<string, readonly string[]>(2048);
const computeNameWords = (collection: string): readonly string[] => fieldWords(collection.slice(collection.lastIndexOf('.') + 1)).map(canonWord);

/** A lookup table by its name: a lookup prefix ("ref_"), or a last word naming codes or kinds ("fee_types"). */
export const isLookupTable = (collection: string): boolean => {
  const words = nameWords(collection);
  return words.length > 1 && (LOOKUP_TABLE_PREFIXES.has(words[0]!) || LOOKUP_TABLE_HEADS.has(words.at(-1)!));
};

/** What a lookup table gives labels to, canonical: its name without the lookup prefix and kind word ("Ref_Genres" → genre). */
export const lookupThingWords = (collection: string): readonly string[] => {
  const words = nameWords(collection);
  const from = LOOKUP_TABLE_PREFIXES.has(words[0]!) ? 1 : 0;
  const to = words.length - from > 1 && LOOKUP_TABLE_HEADS.has(words.at(-1)!) ? words.length - 1 : words.length;
  return words.slice(from, to);
};

/**
 * Words that name a collection as the first word of a field, past the names it is matched by: a lookup table's
 * thing ("priority" for ref_priority_codes) for fields holding no key ("priority_label"); the first word of another
 * collection's two-word name ("voyage" for voyage_bookings) for keys ("voyage_no"). Each only when it names no other
 * collection.
 */
function leadingWords(collections: readonly string[], keys: ReadonlyMap<string, string>): { keys: ReadonlyMap<string, string>; values: ReadonlyMap<string, string> } {
  const claim = (into: Map<string, string | null>, word: string | undefined, c: string) => {
    if (word && !keys.has(word)) into.set(word, into.has(word) && into.get(word) !== c ? null : c);
  };
  const onKeys = new Map<string, string | null>();
  const onValues = new Map<string, string | null>();
  for (const c of collections) {
    const words = entityWords(c);
    if (isLookupTable(c)) claim(onValues, words.length > 1 && LOOKUP_TABLE_HEADS.has(words.at(-1)!) ? words.slice(0, -1).join('') : undefined, c);
    else if (words.length === 2) claim(onKeys, words[0], c);
  }
  const settled = (claims: Map<string, string | null>) => new Map([...claims].filter((e): e is [string, string] => e[1] !== null));
  return { keys: settled(onKeys), values: settled(onValues) };
}

/** Most collections named in a flat list that its segmentation weighs together. */
const FLAT_MAX_NAMED = 10;
/**
 * Most cells (fields × sets of collections given × states) of the search that gives each collection one segment; its
 * size doubles with each collection, so a larger list is searched without that bookkeeping, a collection then free to
 * take a second segment (a few milliseconds at this size, per schema).
 */
const FLAT_EXACT_CELLS = 150_000;
const FLAT_MIN_COLLECTIONS = 3;

/**
 * Owners of a flat list's fields (no embedded field, three collections or more), each collection's fields one
 * segment of the list: the segmentation whose evidence weighs most. A field whose words name a collection and
 * hold no key ("branch_name", "fine_amount") speaks for it most; a key naming it ("branch_code") less, and as where its
 * fields begin when it is not one of the keys listed in a row after another record's own key ("order_no, branch_id,
 * till_id" points at branches and tills), nor a lookup table's code, which the records using it list. A key naming
 * another collection after words of its own ("home_branch_code") only points, and so does a value naming one so
 * ("winning_pilot"), no evidence for either. A key naming nothing, after a plain field, may begin a collection no
 * field names ("card_number"), unless the next key begins its own collection: such segments, when they are one run of fields, go to the one collection left without one, else stay unowned. Null for any other schema, which the
 * run reading of fieldOwners serves.
 */
function flatOwners(roots: readonly FieldEntry[], spelled: readonly (string | null)[], keys: ReadonlyMap<string, string>, reach: ReadonlyMap<number, number>, collections: readonly string[]): ReadonlyMap<FieldEntry, string> | null {
  if (collections.length < FLAT_MIN_COLLECTIONS || roots.some(isEmbedded)) return null;
  // a key: a key ending, or the whole thing a lookup table gives the label of ("order_status" for ref_order_statuses)
  const isKey = roots.map((e, k) => (e.canonWords.length > 1 && FLAT_KEY_ENDINGS.has(e.canonWords.at(-1)!))
    || (!!spelled[k] && isLookupTable(spelled[k]) && e.canonWords.join('') === entityWords(spelled[k]).join('')));
  const leads = leadingWords(collections, keys);
  const names = spelled.map((c, k) => c ?? (isKey[k] ? leads.keys : leads.values).get(roots[k]!.canonWords[0]!) ?? null);
  const named = [...new Set(names.filter((n): n is string => !!n))];
  if (!named.length || named.length > FLAT_MAX_NAMED) return null;
  const bit = new Map(named.map((c, i) => [c, i]));
  // the key's words from its first spell the collection it names ("branch_code"), unlike a role before them ("home_branch_code")
  // (a run longer than every key opening the same way spells none: see keyReach)
  const spells = (words: readonly string[], from: number, c: string): boolean => {
    const bound = from < words.length ? reachFrom(reach, words[from]!) : 0;
    let key = '';
    for (let to = from; to < words.length && key.length < bound; to++) if (keys.get((key += words[to])) === c) return true;
    return false;
  };
  const direct = roots.map((e, k) => {
    const c = names[k];
    return !!c && (spells(e.canonWords, 0, c) || !e.canonWords.some((_, from) => from > 0 && spells(e.canonWords, from, c)));
  });
  const serial = roots.map((e) => e.canonWords.length > 1 && SERIAL_KEYS.has(e.canonWords.at(-1)!));
  // "finish_time, bib_number, sponsor_id": a number naming no collection between a record's plain fields and a key
  // naming a collection is one more plain field, no key beginning records the next key would point from
  // (rule: number-after-own-name) so is one right after the field naming what its record is called ("hall_name,
  // floor_number"): a record's key comes before its name
  const afterOwnName = (k: number) => !!names[k - 1] && !isKey[k - 1] && NAME_WORDS.has(roots[k - 1]!.canonWords.at(-1)!);
  for (let k = 1; k < roots.length - 1; k++) {
    if (!serial[k] || names[k] || isKey[k - 1] || !NUMBER_ENDINGS_OF_ATTRIBUTES.has(roots[k]!.canonWords.at(-1)!)) continue;
    if ((isKey[k + 1] && names[k + 1]) || afterOwnName(k)) isKey[k] = serial[k] = false;
  }
  // keys in a row after a record's own serial or named key point at other records ("order_no, branch_id, till_id").
  // No such row: a key under a role ("home_depot_code"); a lone key after an id naming no collection ("…, location,
  // principal_id, teacher_id, age"), which rather ends a record, pointing at records outside the schema; a key whose
  // collection's fields name it next, after a named key whose collection's own fields come later still ("…, founded,
  // country_id, region_id, area, region_name, country_name"), which points at records listed later
  const anchors = roots.map((_, k) => !!names[k] && !isKey[k] && direct[k]!);
  const lastAnchor = new Map<string, number>();
  anchors.forEach((anchor, k) => anchor && lastAnchor.set(names[k]!, k));
  /** the next field after each naming a collection with no key, -1 when none */
  const nextAnchor = new Int32Array(roots.length + 1).fill(-1);
  for (let k = roots.length - 1; k >= 0; k--) nextAnchor[k] = anchors[k + 1] ? k + 1 : nextAnchor[k + 1]!;
  const afterPointer = (k: number) => {
    const next = nextAnchor[k]!;
    return next >= 0 && !!names[k] && names[next] === names[k] && names[k - 1] !== names[k] && (lastAnchor.get(names[k - 1]!) ?? -1) > next;
  };
  const inRow = new Array<boolean>(roots.length).fill(false);
  for (let k = 1; k < roots.length; k++) {
    const previous = isKey[k - 1]! && (!names[k - 1] || direct[k - 1]!);
    const own = names[k - 1] ? !afterPointer(k) : serial[k - 1]! && (!isIdField(roots[k - 1]!) || !!isKey[k + 1]);
    inRow[k] = previous && (inRow[k - 1]! || own);
  }
  // "keeper_id, keeper_name, email, yard_code, rank, wage, …, yard_name": a key naming a collection after a plain
  // field naming none, whose collection's first field naming it without a key comes further on than its own fields
  // would, points at that collection's records from the record being listed
  const ownFieldsFar = farNamingFields(roots, names, (k) => isKey[k]! && direct[k]!, (k) => anchors[k]!);
  // (rule: own-key-and-number) a key followed by a second key naming the same collection ("train_id, train_no")
  // is that record's own key and its own number, which begin its fields however far its other named fields stand
  const ownPair = (k: number) => isKey[k + 1] === true && direct[k + 1] === true && names[k + 1] === names[k];
  // (rule: far-lookup-code) a lookup table's code so far from its label points wherever it stands, after a key too: a
  // lookup table lists its label right after its code
  const farLookupCode = (k: number) => !!names[k] && isLookupTable(names[k]!) && !names[k - 1];
  for (let k = 1; k < roots.length; k++) if (ownFieldsFar(k) && ((!isKey[k - 1] && !names[k - 1]) || farLookupCode(k)) && !ownPair(k)) inRow[k] = true;
  const renamed = namesAnotherRecord(roots, names, isKey, anchors, inRow);
  for (const [, keys] of renamed) for (const k of keys) inRow[k] = true;
  const lookup = named.map(isLookupTable);
  const gain = (k: number, state: number): number => {
    const c = names[k];
    // a value naming a collection after words of its own ("winning_pilot", "home_team") points at its records
    if (!c || (!isKey[k] && !direct[k])) return 0;
    // a field naming one collection without a key, left in another's segment, is evidence lost
    if (state < 0 || bit.get(c) !== state) return isKey[k] ? 0 : -FLAT.stray;
    if (!isKey[k]) return NAME_WORDS.has(roots[k]!.canonWords.at(-1)!) ? FLAT.nameAnchor : FLAT.anchor;
    return direct[k] && !inRow[k] ? FLAT.keyNamed : 0;
  };
  // where a segment may begin at a key of its own: a named collection's (by state), or one no field names; a key
  // naming a collection whose fields came already begins records pointing at it ("member_id" after the members)
  const begins = (k: number) => isKey[k]! && !inRow[k];
  // the collections one of which, already given its segment, lets a key naming it begin records of their own (all: any)
  // a key right before a key beginning its own collection ("principal_id, teacher_id") is the last of a record's
  // fields, no one-field record
  const beforeOwnKey = (k: number) => k + 1 < roots.length && begins(k + 1) && !!names[k + 1] && direct[k + 1]!;
  // ("home_club_id" after a role of its own only points: it begins no records)
  const anonymousBegin = roots.map((_, k) => (renamed.has(k) ? -1 : !begins(k) || !serial[k] || beforeOwnKey(k) || (names[k] && !direct[k]) ? 0 : names[k] ? 1 << bit.get(names[k]!)! : -1));
  const namedBegin = (k: number, state: number): number => begins(k) && direct[k] && bit.get(names[k]!) === state && !lookup[state] ? FLAT.ownKeyStart : 0;
  // what each field gives each state (0: a segment no field names, then the named collections), staying in it or
  // beginning it; a named collection's begin weighs the same whatever came before
  const states = named.length + 1;
  const gains = new Float64Array(roots.length * states);
  const begun = new Float64Array(roots.length * states);
  for (let k = 0; k < roots.length; k++) {
    for (let state = -1; state < named.length; state++) {
      const weight = gain(k, state);
      gains[k * states + state + 1] = weight;
      // of segmentations weighing the same, the one beginning each segment latest: at its first field naming it
      begun[k * states + state + 1] = weight + (state < 0 ? 0 : namedBegin(k, state)) - FLAT.switch + k * FLAT.later;
    }
  }
  const path = heaviestSegmentation(roots.length, named.length, gains, begun, anonymousBegin);
  rejoinSecondSegments(path, isKey);
  // segments no field names: the one collection left without a segment takes them when they are one run of fields
  // (a second key naming nothing, "rower_id, …, seat_number", may begin a segment of its own inside that run)
  const given = new Set(path.filter((state) => state >= 0).map((state) => named[state]!));
  let left = collections.filter((c) => !given.has(c));
  const owners = new Map<FieldEntry, string>();
  // a person's name begun after a titled record's keys pointing at one collection left without a segment begins that
  // collection's fields, up to the next segment
  for (const [at, keys] of renamed) {
    const pointed = [...new Set(keys.map((k) => names[k]!).filter((c) => left.includes(c)))];
    if (path[at]! >= 0 || pointed.length !== 1) continue;
    for (let k = at; k < path.length && path[k]! < 0 && (k === at || !renamed.has(k)); k++) owners.set(roots[k]!, pointed[0]!);
    left = left.filter((c) => c !== pointed[0]);
  }
  // the one collection left takes a segment's fields from a thing's name listed late in it (lateNameAt)
  if (left.length === 1) {
    for (let start = 0; start < path.length; start++) {
      if (path[start]! < 0 || (start > 0 && path[start - 1] === path[start])) continue;
      let end = start;
      while (end + 1 < path.length && path[end + 1] === path[start]) end++;
      const segment = roots.slice(start, end + 1);
      const at = lateNameAt(segment, (j) => !!names[start + j]);
      if (at < 0 || segment.some((root) => owners.has(root))) continue;
      for (let k = start + at; k <= end; k++) owners.set(roots[k]!, left[0]!);
      left = [];
      break;
    }
  }
  // (a lone "_id" before the first collection's key is no collection's fields)
  const anonymous = path.flatMap((state, k) => (state < 0 && !owners.has(roots[k]!) && roots[k]!.canonWords.join('') !== 'id' ? [k] : []));
  const oneRun = anonymous.length > 0 && anonymous.at(-1)! - anonymous[0]! === anonymous.length - 1;
  path.forEach((state, k) => {
    if (owners.has(roots[k]!)) return;
    const owner = state >= 0 ? named[state] : oneRun && k >= anonymous[0]! && k <= anonymous.at(-1)! && left.length === 1 ? left[0] : undefined;
    if (owner) owners.set(roots[k]!, owner);
  });
  // (rule: unnamed-run-continues) every collection has its segment: a run of fields no field names, begun at a
  // number of the record's own ("badge_number") and closed by a later record's fields, continues the record listed
  // before it; a run begun at a plain value, or one ending the list (fields shared by all), stays unowned
  if (!left.length && given.size === collections.length) {
    for (let k = 1; k < roots.length; k++) {
      const before = owners.get(roots[k - 1]!);
      if (owners.has(roots[k]!) || !before || !isKeyLike(roots[k]!)) continue;
      let end = k;
      while (end < roots.length && !owners.has(roots[end]!)) end++;
      if (end === roots.length) break;
      for (; k < end; k++) owners.set(roots[k]!, before);
    }
  }
  return owners;
}

/**
 * (rule: second-segment-rejoins) each collection's fields are listed once, in one place: a later segment of a
 * collection whose fields began already, begun by a plain value naming it ("train_minutes" among a turn's
 * fields) rather than by a key, is one more value of the record listed before it. Changes `path` in place.
 */
function rejoinSecondSegments(path: number[], isKey: readonly boolean[]): void {
  const seen = new Set<number>();
  for (let k = 0; k < path.length; k++) {
    const state = path[k]!;
    if (k > 0 && path[k - 1] === state) continue;
    const previous = k > 0 ? path[k - 1]! : -1;
    if (state >= 0 && seen.has(state) && !isKey[k] && previous >= 0) {
      for (let j = k; j < path.length && path[j] === state; j++) path[j] = previous;
      continue;
    }
    seen.add(state);
  }
}

/** Fewest fields a record lists before its own name for that name to begin another record (see lateNameAt). */
const LATE_NAME_AFTER = 4;
/** Fewest plain values (no keys) among them. */
const LATE_NAME_PLAIN = 2;
const isKeyLike = (entry: FieldEntry): boolean => isIdField(entry) || (entry.canonWords.length > 1 && FLAT_KEY_ENDINGS.has(entry.canonWords.at(-1)!));
/** A thing's own name ("name", "title", "brand_name"), no person's ("first_name", "buyer_name"). */
const isThingName = (entry: FieldEntry): boolean => {
  const words = entry.canonWords;
  if (!words.length || !NAME_ENDINGS.has(words.at(-1)!) || isPersonName(entry)) return false;
  return words.length === 1 || !namesPeople(words.slice(0, -1).join('_'));
};

/**
 * "…, show_id, hall_id, opens_at, dress_code, is_late, title, rows, …": a record names itself near its key, so a
 * thing's own name listed well after a record's key and plain values (none of them a name) begins the keyless fields
 * of another record, whose key a list naming each field once left earlier; none when a key follows it (`fields`: one
 * record's fields as listed). Returns where those fields begin, -1 when nowhere.
 */
function lateNameAt(fields: readonly FieldEntry[], namesAny: (k: number) => boolean, listsAfter = false): number {
  for (let k = LATE_NAME_AFTER; k < fields.length; k++) {
    if (!isThingName(fields[k]!) || namesAny(k)) continue;
    const before = fields.slice(0, k);
    if (before.some((f) => isPersonName(f) || NAME_WORDS.has(f.canonWords.at(-1)!) || isEmbedded(f))) return -1;
    if (before.filter((f) => !isKeyLike(f)).length < LATE_NAME_PLAIN) return -1;
    // (`listsAfter`: the record begun there may close with embedded lists of its own; a key would begin yet another)
    return fields.slice(k).some((f) => isKeyLike(f) || (!listsAfter && isEmbedded(f))) ? -1 : k;
  }
  return -1;
}

/**
 * "…, allergies.severity, title, format, pages": a record's own one-word name right after the nested fields that close
 * another record's fields, with no plain key after it, begins the keyless fields of a record listed once already by
 * its key. Returns where (an index into `fields`, one run's roots), -1 when nowhere.
 */
function nameAfterNested(fields: readonly FieldEntry[]): number {
  const at = fields.findIndex((f, j) => j > 0 && isOwnName(f) && isEmbedded(fields[j - 1]!));
  return at > 0 && !fields.slice(at).some((f) => isKeyLike(f) && !isEmbedded(f)) ? at : -1;
}

/**
 * (rule: person-after-thing-name) "hut_name, altitude, beds, is_open, full_name, licence, email": a thing's own name
 * naming its collection says what the record is called, so a person's name listed after it and plain values of the
 * thing's own, with no key or nested field from there on, begins the keyless fields of another record. `namesAny`
 * tells the fields naming a collection. Returns where (an index into `fields`, one run's roots), -1 when nowhere.
 */
function personAfterOwnName(fields: readonly FieldEntry[], namesAny: (k: number) => boolean): number {
  const own = fields.findIndex((f, j) => namesAny(j) && !isEmbedded(f) && NAME_ENDINGS.has(f.canonWords.at(-1)!) && isThingName(f));
  if (own < 0) return -1;
  for (let k = own + 1; k < fields.length; k++) {
    const f = fields[k]!;
    if (isEmbedded(f) || isKeyLike(f) || namesAny(k)) return -1;
    if (!isPersonName(f) && !isFullNameField(f)) continue;
    return k - own > LATE_NAME_PLAIN && !fields.slice(k).some((g) => isKeyLike(g) || isEmbedded(g)) ? k : -1;
  }
  return -1;
}

/** A plain field stamping when something happened ("shipped_at", "issued_on"). */
const isPlainStamp = (entry: FieldEntry): boolean => !isEmbedded(entry) && entry.canonWords.length > 1 && STAMP_ENDINGS.has(entry.canonWords.at(-1)!);

/**
 * (rule: stamp-after-nested) "…, fitted_at, tyre.size, tyre.fitted_on, notes, logged_at, gauge.psi, …": a record's
 * own stamps come with its plain fields, before the nested ones closing it, so a plain stamp listed after those, with no
 * plain key from there on, begins the keyless fields of a record listed once already by a pointer's key (stamped, like
 * readings or log entries, by when they were taken). Returns where (an index into `fields`, one run's roots), -1 when
 * nowhere.
 */
function stampAfterNested(fields: readonly FieldEntry[]): number {
  const own = fields.findIndex(isPlainStamp);
  if (own < 0) return -1;
  let nested = false;
  for (let k = own + 1; k < fields.length; k++) {
    nested ||= isEmbedded(fields[k]!);
    if (nested && isPlainStamp(fields[k]!)) return fields.slice(k).some((f) => isKeyLike(f) && !isEmbedded(f)) ? -1 : k;
  }
  return -1;
}

/** Whether a field holds a person's whole name by its own words (`full_name`, `fullName`, `patients.full_name`). */
export const isFullNameField = (entry: FieldEntry): boolean => entry.ownWords.length === 2 && entry.ownWords[0] === 'full' && entry.ownWords[1] === 'name';

/** The spellings of a person's first or last name, words joined ("firstname", "surname"). */
const PERSON_NAME_PARTS: ReadonlySet<string> = new Set([...FIRST_NAME_WORDS, ...LAST_NAME_WORDS].map((words) => words.join('')));
/** Every ending of those spellings: a name whose last word ends none of them is no name part, with no join to tell. */
const PERSON_NAME_PART_ENDINGS: ReadonlySet<string> = new Set([...PERSON_NAME_PARTS].flatMap((part) => Array.from(part, (_, k) => part.slice(k))));
export const isPersonName = (entry: FieldEntry): boolean =>
  PERSON_NAME_PART_ENDINGS.has(entry.canonWords[entry.canonWords.length - 1]!) && PERSON_NAME_PARTS.has(entry.canonWords.join(''));
/** Whether a top-level field calls a record by its name: its own name or title, or a person's name. */
export const callsRecord = (entry: FieldEntry): boolean => !isEmbedded(entry) && (NAME_ENDINGS.has(entry.canonWords.at(-1)!) || isPersonName(entry));
/** A person's name, as one field ("first_name") or inside a name object ("name.first"). */
const namesPerson = (entry: FieldEntry): boolean => isPersonName(entry) || (entry.depth > 1 && PERSON_NAME_PARTS.has(entry.canonWords.toReversed().join('')));
/** A record's own one-word name or title ("title", "name"), qualified by no other word. */
export const isOwnName = (entry: FieldEntry): boolean => entry.canonWords.length === 1 && NAME_ENDINGS.has(entry.canonWords[0]!);

/**
 * "…, heading, …, skipper_ref, …, given_name": a record is called by one name, so a person's name listed after a
 * record's own one-word name or title (and no person's name between) begins another record's fields, whose key the
 * list left out (named once, earlier); the keys between naming collections no field names without a key (`anchors`)
 * point from the titled record. Returned as the field beginning those fields → the keys that only point; none when a
 * key between names a collection other fields name, unless that key points already (`inRow`: a key in a row of keys).
 */
function namesAnotherRecord(roots: readonly FieldEntry[], names: readonly (string | null)[], isKey: readonly boolean[], anchors: readonly boolean[], inRow: readonly boolean[]): ReadonlyMap<number, readonly number[]> {
  const found = new Map<number, number[]>();
  const anchored = new Set(names.filter((c, k) => c && anchors[k]));
  let titled = -1;
  for (let k = 0; k < roots.length; k++) {
    const entry = roots[k]!;
    if (isOwnName(entry)) titled = k;
    if (!isPersonName(entry)) continue;
    if (titled >= 0 && !names[k]) {
      const keys: number[] = [];
      let clear = true;
      for (let j = titled + 1; j < k && clear; j++) {
        if (!isKey[j] || !names[j]) continue;
        // (rule: pointing-key-clears) one pointing already (`inRow`) stops nothing: "title, room_id, curator_id, loaned, first_name"
        if (!anchored.has(names[j]!)) keys.push(j);
        else if (!inRow[j]) clear = false;
      }
      if (clear && keys.length) found.set(k, keys);
    }
    titled = -1;
  }
  return found;
}

/**
 * The segmentation of a flat list of `fields` weighing most (see flatOwners), each of `named` collections given one
 * segment at most: `gains` and `begun` are what each field gives each state (by field, then state: 0 for a segment
 * no field names, then each collection) staying in it or beginning it, `anonymousBegin` the collections one of which,
 * given its segment already, lets a key naming it begin a segment no field names (-1: any, 0: none). Returns each
 * field's state (-1 for a segment no field names).
 */
function heaviestSegmentation(fields: number, named: number, gains: Float64Array, begun: Float64Array, anonymousBegin: readonly number[]) {
  const states = named + 1;
  const tracked = fields * (1 << named) * states <= FLAT_EXACT_CELLS;
  const masks = tracked ? 1 << named : 1;
  /** the set bit of a named collection's state when segments given are tracked; a segment no field names has none */
  const bitOf = (state: number) => (tracked && state ? 1 << (state - 1) : 0);
  const width = states * masks;
  const score = new Float64Array(fields * width).fill(-Infinity);
  const from = new Int32Array(fields * width).fill(-1);
  // the first field begins a segment like any other
  for (let state = 0; state < states; state++) {
    const cell = bitOf(state) * states + state;
    score[cell] = begun[state]! + (!state && anonymousBegin[0] === -1 ? FLAT.unnamedKeyStart : 0);
  }
  for (let k = 1; k < fields; k++) {
    const row = k * states;
    const anonymous = anonymousBegin[k]!;
    for (let mask = 0; mask < masks; mask++) {
      const before = (k - 1) * width + mask * states;
      const here = k * width + mask * states;
      // a segment begins after whichever segment weighs most so far with the same collections given
      let best = -1;
      for (let state = 0; state < states; state++) {
        const weight = score[before + state]!;
        if (weight === -Infinity) continue;
        if (best < 0 || weight > score[best]!) best = before + state;
        const kept = weight + gains[row + state]!;
        if (kept > score[here + state]!) {
          score[here + state] = kept;
          from[here + state] = before + state;
        }
      }
      if (best < 0) continue;
      for (let state = 0; state < states; state++) {
        const bit = bitOf(state);
        if (mask & bit) continue;
        const to = k * width + (mask | bit) * states + state;
        // untracked, a key naming any collection may begin records of their own
        const anonymousMay = anonymous === -1 || (tracked ? (mask & anonymous) !== 0 : anonymous !== 0);
        const switched = score[best]! + begun[row + state]! + (!state && anonymousMay ? FLAT.unnamedKeyStart : 0);
        if (switched > score[to]!) {
          score[to] = switched;
          from[to] = best;
        }
      }
    }
  }
  let best = (fields - 1) * width;
  for (let cell = best; cell < fields * width; cell++) if (score[cell]! > score[best]!) best = cell;
  const path: number[] = [];
  for (let cell = best; cell >= 0; cell = from[cell]!) path.push((cell % width) % states - 1);
  return path.reverse();
}

/**
 * "repairs.repair_id", "repairs.date" listed without "repairs": a key or date of records in a plural list whose own
 * name the list leaves out, read like the list's (see isKeyedRecordList).
 */
const isUnlistedRecordKey = (entry: FieldEntry): boolean => entry.depth === 2 && !entry.parent && pluralPath(entry)
  && (IDENTIFIER_WORDS.has(entry.canonWords.at(-1)!) || DATED_HEADS.has(entry.canonWords.at(-1)!));

/** A field under a plural path ("repairs.date", "repairs"): a list of records, not one nested object ("shell.colour"). */
const pluralPath = (entry: FieldEntry): boolean => {
  const first = fieldWords(entry.name.split('.')[0]!).at(-1) ?? '';
  return first.endsWith('s') && canonWord(first) !== first;
};

/** A top-level field with no fields under it: one of a record's own plain values. */
const isPlainField = (entry: FieldEntry | undefined): boolean => !!entry && !isEmbedded(entry);

const OWN_KEY_ENDINGS: ReadonlySet<string> = new Set(KEY_ENDINGS);
/** Last words of a field holding another record's key: a key word or a code system's name ("primaryPhysicianNpi"). */
const POINTER_ENDINGS: ReadonlySet<string> = new Set([...OWN_KEY_ENDINGS, ...CODE_FORMATS.flatMap((f) => f.words)].map(canonWord));

/**
 * Top-level fields (by position in `roots`) that point at another collection's records rather than start that
 * collection's fields: an id listed after another collection's fields began, where the pointed-at collection's own
 * fields come later and one of them names it ("deckhandId, …, vesselId, watchId, …, vesselName"); a field
 * naming another collection right after a record's own key, before more of its plain fields ("voyageNumber, skipperId,
 * status"); an id right after such a link; and an id whose name qualifies the collection it names ("head_staff_id",
 * "origin_depot_id": a record's own key is the collection's name alone). The first id after a document's nested
 * records starts a collection.
 */
function foreignKeys(roots: readonly FieldEntry[], names: readonly (string | null)[], keys: ReadonlyMap<string, string>, place: ReadonlyMap<string, number> | null = null): ReadonlySet<number> {
  const links = new Set<number>();
  const plain = (k: number) => !!names[k] && isPlainField(roots[k]);
  // a field whose name qualifies another collection's key is a link wherever it stands; the last pass reads it again
  const qualified = roots.map((root, k) => plain(k) && qualifiesCollection(root, names[k]!, keys));
  qualified.forEach((link, k) => { if (link) links.add(k); });
  const idMark = (k: number) => plain(k) && isIdField(roots[k]!);
  // a record's own key may end in a number or code ("voyageNumber, skipperId")
  // the list's first field is a record's own key even when its words name no collection ("accNumber, donorId, …"),
  // the first after the document key every collection shares too (rule: first-after-document-key)
  const first = roots[0]?.name === DOCUMENT_KEY ? 1 : 0;
  const keyMark = (k: number) => (plain(k) || (k === first && isPlainField(roots[k]))) && OWN_KEY_ENDINGS.has(roots[k]!.canonWords.at(-1)!) && roots[k]!.canonWords.length > 1;
  /** where a later plain field names the collection the id at k names, past other fields; -1 when none does */
  const ownFieldsAt = (k: number) => names.findIndex((other, j) => j > k + 1 && other === names[k] && plain(j) && !isIdField(roots[j]!) && names[j - 1] !== other);
  // a key or reference naming a collection ("warehouseCode", "orderRef")
  const pointerMark = (k: number) => plain(k) && roots[k]!.canonWords.length > 1 && IDENTIFIER_WORDS.has(roots[k]!.canonWords.at(-1)!);
  // "orderNo, sellerId, productId, quantity": ids in a row after a record's own key, then more of its plain fields;
  // "parcelId, invoiceRef, depotCode, courier.name": references in a row, then the record's own embedded object
  // (a field naming yet another collection there, "accNumber, donorId, cultivarName", is no field of the one pointed at)
  const plainAfterIds = (j: number, pointed: string): boolean => {
    while (idMark(j) || pointerMark(j)) j++;
    return names[j] !== pointed && !!roots[j] && (isPlainField(roots[j]) || pointerMark(j - 1));
  };
  // right after a document's nested records, an id starts the next collection's fields ("allergies.substance, encounterId")
  const afterNested = (k: number) => k > 0 && isEmbedded(roots[k - 1]!);
  // a nested object of the record listed ("shell.colour", "shell.size"): a singular name and no key of records under it
  const headOf = (entry: FieldEntry) => entry.name.split('.')[0]!;
  const keyedHeads = new Set(roots.filter((r) => r.depth > 1 && IDENTIFIER_WORDS.has(r.canonWords.at(-1)!)).map(headOf));
  const nestedObject = (k: number): boolean => !pluralPath(roots[k]!) && !keyedHeads.has(headOf(roots[k]!))
    && roots[k]!.children.every((c) => !IDENTIFIER_WORDS.has(c.canonWords.at(-1)!));
  /** how many top-level ids stand in a row from `m` */
  const idRowFrom = (m: number): number => {
    let n = 0;
    while (roots[m + n] && !isEmbedded(roots[m + n]!) && isIdField(roots[m + n]!)) n++;
    return n;
  };
  // (rule: keyed-document-block) whether a plain field naming a collection stands in a run of fields naming it begun at
  // its own key, a number or code too ("case_number, case_type, …, judge_id": the id stands in the case's fields)
  const keyedBlock: boolean[] = [];
  let lastNamed = -1;
  roots.forEach((_, j) => {
    if (!plain(j)) return;
    keyedBlock[j] = keyMark(j) || (lastNamed >= 0 && names[lastNamed] === names[j] && keyedBlock[lastNamed]!);
    lastNamed = j;
  });
  // "gizmoId, label, …, vendorId, sealed, repairs.date, …": an id naming a collection none of whose later fields name
  // it, listed after another document's own key and before that document's embedded lists, with no field between
  // naming a collection, is one of that document's values (a list naming each field once left the pointed-at
  // collection's key out of its own fields, listed later)
  // the plain field before `k` whose run of fields it stands in (a nested object of its own, "shell.colour", may stand
  // before it; a list of records ends the document; ids in a row with this one, "dockId, pilotId", point together: the
  // document's key stands before them); -1 when none
  const openedBefore = (k: number): number => {
    let row = true;
    for (let j = k - 1; j >= 0 && !isKeyedRecordList(roots[j]!); j--) {
      row &&= idMark(j);
      if (plain(j) && !row) return j;
    }
    return -1;
  };
  const insideKeyedDocument = (k: number): boolean => {
    const opened = openedBefore(k);
    if (opened < 0 || names[opened] === names[k] || !keyedBlock[opened]) return false;
    // (rule: key-before-person-name) "…, lastService, ownerId, name.first": a person's name right after the id is the
    // named record's own, its key beginning its fields
    if (roots[k + 1] && namesPerson(roots[k + 1]!)) return false;
    // (rule: next-listed-key-begins) collections sent in an order of their own: a key naming the collection listed
    // right after the document's own begins its fields when it follows a nested object closing the document, or
    // leads keys in a row ("booking_id, room_id, booked_at"); one amid plain values ("booking_id, hours, tool_id,
    // booked_at") points from the document
    const leadsKeys = !!roots[k + 1] && isIdField(roots[k + 1]!) && !isEmbedded(roots[k + 1]!);
    if ((afterNested(k) || leadsKeys) && place && place.get(names[k]!) === (place.get(names[opened]!) ?? -2) + 1) return false;
    // (rule: key-leading-id-row-begins) a key leading two ids or more in a row ("voyage_id, harbourId, skipperId")
    // is a record's own key before its pointers, whatever order the collections are sent in
    if (leadsKeys && idRowFrom(k + 1) >= LEADING_ROW_IDS) return false;
    // its lists of records follow, past plain values, more ids in a row with this one and nested objects of its own
    // ("beacon.colour"), or a nested object after more of its plain values ("vendorId, sealed, beacon.colour"; an
    // object right after the id may be the pointed-at collection's own, its key beginning its fields)
    let values = false;
    let row = true;
    for (let m = k + 1; m < roots.length; m++) {
      row &&= idMark(m);
      if (isEmbedded(roots[m]!) && (!nestedObject(m) || values)) return true;
      if (plain(m) && !row) return false;
      values ||= !isEmbedded(roots[m]!) && !row;
    }
    return false;
  };
  // a list leaving a key out of its collection's fields lists them later, after another document's lists, under no name:
  // (a keyless block: a plain field no collection names right after a nested one; the last is found once, and true
  // when one follows after k)
  const opensKeylessBlock = (r: FieldEntry, m: number): boolean => m > 1 && !names[m] && !isEmbedded(r) && isEmbedded(roots[m - 1]!);
  const lastKeylessBlock = roots.findLastIndex(opensKeylessBlock);
  // (rule: listed-later-keyless-block) collections sent in the order the list follows: a block begun by its own key
  // right after nested fields, of a collection listed after the document's and before the one the id names, leaves
  // that one's keyless block after it ("…, berthId, repairs.date, skipperId, …, port, phone" under boats, skippers,
  // berths); sent in another order, the collections' order says nothing of the list's
  const laterBlockListedBefore = (k: number): boolean => {
    if (!place) return false;
    const document = place.get(names[openedBefore(k)] ?? '');
    const named = place.get(names[k] ?? '');
    if (document === undefined || named === undefined) return false;
    return roots.some((_, m) => {
      if (m <= k + 1 || !idMark(m) || !afterNested(m) || names[m] === names[k]) return false;
      const listed = place.get(names[m] ?? '');
      return listed !== undefined && document < listed && listed < named;
    });
  };
  const keylessBlockAfter = (k: number): boolean => lastKeylessBlock > k + 1 || laterBlockListedBefore(k);
  // (rule: pointer-leaves-fields) read as a pointer, an id leaves the collection it names without its key, so that
  // collection's fields must be keyless: one collection's may begin anywhere, at a late name (lateNameAt), but two or
  // more then named by no plain field need as many keyless blocks after nested ones ("…, owner.phone, stay_id,
  // nights, …" begins the stays when the one keyless block later is another collection's)
  const keylessBlocks = roots.filter(opensKeylessBlock).length;
  const collections = new Set(keys.values());
  const keylessBlocksFor = (k: number): boolean => {
    const named = new Set(names.filter((c, j) => j !== k && plain(j)));
    return [...collections].filter((c) => !named.has(c)).length <= Math.max(keylessBlocks, 1);
  };
  // (rule: first-key-is-own) the list's first field has no record before it to point from: it begins its own
  for (let k = roots.length - 1; k > 0; k--) {
    if (!idMark(k)) continue;
    const own = ownFieldsAt(k);
    if (afterNested(k)) {
      // (after a nested object of the record listed, "shell.colour", it is still one of that record's values)
      if (own < 0 && nestedObject(k - 1) && insideKeyedDocument(k) && keylessBlocksFor(k)) links.add(k);
      continue;
    }
    let between = false;
    // "petId, …, ownerId, visits.date, ownerName": a document's embedded lists close its fields, so a list between the
    // id and the fields of the collection it names is the listing record's, and the id before it points
    // (ids in a row right after it point with it: "tripId, guideId, tripDate" keeps the trip's key)
    let row = true;
    for (let m = k + 1; m < own && !between; m++) {
      row &&= idMark(m);
      between = (plain(m) && names[m] !== names[k] && !links.has(m) && !row) || isEmbedded(roots[m]!);
    }
    if (between || (own < 0 && insideKeyedDocument(k) && keylessBlockAfter(k))) links.add(k);
  }
  for (let k = 1; k < roots.length; k++) {
    if (!plain(k) || names[k] === names[k - 1]) continue;
    // "voyageNumber, skipperId, status", "voyageId, skipperLicence, harbourCode": a field naming another collection
    // right after a record's own key and before more of its plain fields
    const afterKey = keyMark(k - 1) && !links.has(k - 1) && (ownFieldsAt(k) >= 0 || plainAfterIds(k + 1, names[k]!));
    if (afterKey || ((idMark(k) || pointerMark(k)) && links.has(k - 1))) links.add(k);
  }
  // "patientNo, …, sex, bloodType, primaryPhysicianNpi, admissions.ward": a field naming another collection after a
  // record's own plain fields and right before its embedded lists points at that collection when it ends in a key or
  // code-system word; an id there is rather a collection's own key ("…, venueId, location.city" starts the venues)
  const embeds = (k: number) => !!roots[k] && isEmbedded(roots[k]!);
  let ownMark: string | null = null;
  for (let k = 0; k < roots.length; k++) {
    if (embeds(k)) ownMark = null;
    if (!plain(k)) continue;
    const pointer = ownMark && names[k] !== ownMark && k > 1 && !isIdField(roots[k]!) && POINTER_ENDINGS.has(roots[k]!.canonWords.at(-1)!) && embeds(k + 1)
      && !names[k - 1] && isPlainField(roots[k - 1]) && !names[k - 2] && isPlainField(roots[k - 2]);
    if (pointer) links.add(k);
    else if (!qualified[k]) ownMark = names[k]!;
  }
  // a key naming a collection after a plain field naming none, far before that collection's own fields, points at it
  const ownFieldsFar = farNamingFields(roots, names, (k) => plain(k) && OWN_KEY_ENDINGS.has(roots[k]!.canonWords.at(-1)!), (k) => plain(k) && !POINTER_ENDINGS.has(roots[k]!.canonWords.at(-1)!));
  for (let k = 1; k < roots.length; k++) if (ownFieldsFar(k) && isPlainField(roots[k - 1]) && !names[k - 1]) links.add(k);
  return links;
}

/**
 * Whether a key naming a collection (`isKey`) comes further before that collection's first field naming it without a
 * key (`isAnchor`) than a record's own fields would stand from its key (FLAT.keyReach): "ranger_no, beat,
 * lodge_code, licence, hired_on, patrol_size, lodge_name" lists a key pointing at lodges among a ranger's
 * fields. Read by position in `roots`.
 */
function farNamingFields(roots: readonly FieldEntry[], names: readonly (string | null)[], isKey: (k: number) => boolean, isAnchor: (k: number) => boolean): (k: number) => boolean {
  const firstAnchor = new Map<string, number>();
  roots.forEach((_, k) => names[k] && isAnchor(k) && !firstAnchor.has(names[k]!) && firstAnchor.set(names[k]!, k));
  return (k) => isKey(k) && (firstAnchor.get(names[k]!) ?? -1) > k + FLAT.keyReach;
}

/** Fewest ids in a row after a key for the key to begin a record's fields rather than point from one (key-leading-id-row-begins). */
const LEADING_ROW_IDS = 2;

/** Fewest child fields pointing back at one collection before the leading run counts as its records. */
const MIN_BACK_REFERENCES = 2;

/**
 * The collection that the fields before any naming field belong to, read from their embedded records: child fields
 * that point back at their parent by its name ("Affiliations.physician", "Shifts.doctor", "Visits.clinic_id") name
 * it, when one collection is named that way clearly more often than any other.
 */
function backReferencedCollection(leading: readonly FieldEntry[], keys: ReadonlyMap<string, string>): string | null {
  const votes = new Map<string, number>();
  for (const entry of leading) {
    if (!entry.parent) continue;
    const own = entry.ownWords;
    const words = own.length > 1 && own[own.length - 1] === 'id' ? own.slice(0, -1) : own;
    const named = keys.get(words.join('')) ?? keys.get(words[words.length - 1]);
    if (named) votes.set(named, (votes.get(named) ?? 0) + 1);
  }
  const [best, second] = [...votes].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= MIN_BACK_REFERENCES && (!second || best[1] >= 2 * second[1]) ? best[0] : null;
}

/**
 * The top-level field each entry lives under, by entry order: its outermost listed ancestor, or the listed field its
 * first path segment names when the path skips a level ("encounters.vitals.rate" under "encounters" without
 * "encounters.vitals").
 */
export const rootsOf = (index: FieldIndex): readonly FieldEntry[] => index.entries.map((entry) => {
  let at = entry;
  while (at.parent) at = at.parent;
  if (at.depth === 1) return at;
  const first = index.byName.get(at.name.slice(0, at.name.indexOf('.')));
  return first && first.depth === 1 ? first : at;
});
