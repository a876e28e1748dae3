import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { collectionKey, type FieldOwners } from '../../ownership.ts';
import { perSchema, perSchemaKeyed } from '../../schema-memo.ts';
import { fieldWordsNamedBy, valueShape } from './field-resolver.ts';
import { SHARED_NAME } from './owned-fields.ts';
import { HOLDER_NAME } from './proper-values.ts';
import type { FilterProposal } from './proposal.ts';
import { OWN_ARRAY } from './states.ts';
import { PLACE_KIND } from './routes.ts';
import { ASKED_RECORDS, SUBJECTS_REFERENCE } from './entity-numbers.ts';
import { addToList } from '../../multimap.ts';
import { isPluralWord, PERSON_FIELD_CANON } from '../../field-kinds.ts';
import { fieldWords, parentPath } from '../../text.ts';
import { PERSON_PRONOUNS } from '../../lexicon/function-words.ts';

/**
 * One attribute often lives at several paths of a schema: `State` of the top-level records and `Customer.State` of
 * the customers embedded in them, `Loaf.UnitCost` and `Batch.Loaf.UnitCost`. A value extractor picks the field by
 * the words of the attribute; which copy is meant is told by the records the question talks about: the entity named
 * nearest before the value ("customers in state NY", "albums with tracks priced over 1") and the other records of
 * the path the question names.
 */

/** How a record (a collection or an embedded array) is named: its head word and its words joined. */
interface RecordName {
  readonly head: string;
  readonly joined: string;
  /** the collection itself, for the outermost record: any word naming it (an alias, its head word) counts */
  readonly collection?: string;
}

interface PathFacts {
  /** the records a field lives in, outermost first: its collection, then the embedded arrays on its path */
  readonly chain: readonly RecordName[];
}

/** How far before a value the entity it belongs to may be named. */
const NEAR_WINDOW = 10;
const NEAR_GAIN = 3;
const NAMED_GAIN = 1;
/**
 * A copy under the same record as a condition already set ("first name X and last name Y" of one person) or as another
 * field the question names ("the highest pressure read in a right eye": the eye of that reading).
 */
const SIBLING_GAIN = 1;

const factsMemo = new WeakMap<FieldEntry, PathFacts>();

const leafKey = (entry: FieldEntry): string => entry.segmentWords.join('');

function recordName(entry: FieldEntry): RecordName {
  const words = entry.segmentWords;
  return { head: words[words.length - 1] ?? '', joined: words.join('') };
}

/** Per schema, its fields by the key of their own last segment (leafKey), in schema order. */
const fieldsByLeafKey = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byKey = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) addToList(byKey, leafKey(entry), entry);
  return byKey;
});

/**
 * A field's copies at other paths: the leaves of its leaf key when more than one path holds one, else for a field
 * holding others, the fields holding others under that key when several do; none for most fields. Per schema and
 * field asked (only a filter proposal's field is), from the one table of fields by leaf key.
 */
const copiesOfField = perSchemaKeyed((index: FieldIndex, entry: FieldEntry): readonly FieldEntry[] | undefined => {
  const sameKey = fieldsByLeafKey(index).get(leafKey(entry))!;
  const leaves = sameKey.filter((e) => !e.children.length);
  if (leaves.length > 1) return leaves;
  // an array with no leaf of its name ("with no fault log" on a log embedded at several paths) moves among its own copies
  const containers = entry.children.length ? sameKey.filter((e) => e.children.length) : [];
  return containers.length > 1 ? containers : undefined;
});

/**
 * Whether the unlisted path a field is written under is named in the plural (`readings.side` listed without
 * `readings`): records of their own, not one embedded object (`manager.email`).
 */
function underPluralPath(entry: FieldEntry): boolean {
  const above = parentPath(entry.name);
  return !!above && isPluralWord(fieldWords(above).at(-1) ?? '');
}

function pathFacts(entry: FieldEntry, owners: FieldOwners): PathFacts {
  let facts = factsMemo.get(entry);
  if (facts) return facts;
  const chain: RecordName[] = [];
  const owner = owners.ownerOf.get(entry);
  if (owner) chain.push({ head: '', joined: collectionKey(owner), collection: owner });
  for (let at = entry.parent, below = entry, path: RecordName[] = []; ; below = at, at = at.parent) {
    if (!at) {
      // `visits.ward_code` listed without `visits`: an unlisted path above the topmost listed field that is named in
      // the plural holds records of its own (`destination.country` is still the shipment's)
      const above = below.canonWords.slice(0, below.canonWords.length - below.segmentWords.length);
      if (above.length && underPluralPath(below)) path.push({ head: above[above.length - 1]!, joined: above.join('') });
      chain.push(...path.reverse());
      break;
    }
    path.push(recordName(at));
  }
  facts = { chain };
  factsMemo.set(entry, facts);
  return facts;
}

/** Whether the question's word at token `i`, alone or joined with the next word, is `key`: compared in place, no joined word built. */
function wordsSpell(ctx: EngineContext, i: number, key: string): boolean {
  const t = ctx.tokens[i]!;
  if (t.kind !== 'word') return false;
  if (t.canon === key) return true;
  const next = ctx.tokens[i + 1];
  return next?.kind === 'word' && key.length === t.canon.length + next.canon.length && key.startsWith(t.canon) && key.endsWith(next.canon);
}

/** True when the question's word at token `i` (or the two words from it) names the record. */
function namesRecord(ctx: EngineContext, i: number, record: RecordName): boolean {
  const t = ctx.tokens[i];
  if (t.kind !== 'word') return false;
  if (t.canon === record.head) return true;
  if (record.collection && ctx.collectionKeys.get(t.canon) === record.collection) return true;
  return wordsSpell(ctx, i, record.joined);
}

/**
 * The fields the question names, not ones only shown, inside an embedded record: one listed with its own field, or
 * records listed by their leaves only under a plural path (`readings.side`; `manager.email` is one object's); found
 * once per request (the mentions are set before any filter is proposed).
 */
const namedLeavesMemo = new WeakMap<readonly unknown[], readonly FieldEntry[]>();
function namedEmbeddedLeaves(ctx: EngineContext): readonly FieldEntry[] {
  let named = namedLeavesMemo.get(ctx.mentions);
  if (named) return named;
  named = ctx.mentions.filter((m) => !m.entry.children.length && (m.entry.parent || (m.entry.depth > 1 && underPluralPath(m.entry))) && !ctx.projection[m.from]).map((m) => m.entry);
  namedLeavesMemo.set(ctx.mentions, named);
  return named;
}

/** Every matching key that names each collection (its name, its affix-free and head forms, pack aliases); once per schema. */
const keysMemo = new WeakMap<ReadonlyMap<string, string>, ReadonlyMap<string, readonly string[]>>();
function keysOf(collectionKeys: ReadonlyMap<string, string>): ReadonlyMap<string, readonly string[]> {
  let keys = keysMemo.get(collectionKeys);
  if (keys) return keys;
  const byCollection = new Map<string, string[]>();
  for (const [key, c] of collectionKeys) {
    addToList(byCollection, c, key);
  }
  keysMemo.set(collectionKeys, (keys = byCollection));
  return keys;
}

const NO_KEYS: readonly string[] = [];
/**
 * Whether a word that may name a record (see namesRecord) stands where `free` allows: the question's few words are
 * read in place for its head, its joined words and its collection's keys, with no table of positions built.
 */
function namedFreely(ctx: EngineContext, record: RecordName, free: (i: number) => boolean): boolean {
  const keys = record.collection ? keysOf(ctx.collectionKeys).get(record.collection) ?? NO_KEYS : NO_KEYS;
  for (let i = 0; i < ctx.tokens.length; i++) {
    let named = wordsSpell(ctx, i, record.head) || wordsSpell(ctx, i, record.joined);
    for (let k = 0; k < keys.length && !named; k++) named = wordsSpell(ctx, i, keys[k]!);
    if (named && free(i)) return true;
  }
  return false;
}

/**
 * A token that may name a record: a word, and not inside a phrase of two or more words of the attribute's own name
 * (the "document" of "document type code RV" is part of the field's name, not the record it lives in). For an array
 * (`strict`) no word of its own name does: "products in no event" names the array `products_in_events`, not `events`.
 */
function freeWord(ctx: EngineContext, own: readonly string[], strict: boolean): (i: number) => boolean {
  const inName = (i: number) => ctx.tokens[i]?.kind === 'word' && own.includes(ctx.tokens[i].canon);
  return (i) => ctx.tokens[i]?.kind === 'word' && !(inName(i) && (strict || inName(i - 1) || inName(i + 1)));
}

/** The records of a path a question names, and whether the innermost one is the entity the value belongs to. */
function pathScore(ctx: EngineContext, free: (i: number) => boolean, entry: FieldEntry, near: number, siblings: ReadonlySet<string>): number {
  const { chain } = pathFacts(entry, ctx.owners);
  let score = siblings.has(parentPath(entry.name)) ? SIBLING_GAIN : 0;
  for (const record of chain) if (namedFreely(ctx, record, free)) score += NAMED_GAIN;
  const record = chain[chain.length - 1];
  if (near >= 0 && record && namesRecord(ctx, near, record)) score += NEAR_GAIN;
  return score;
}

/** The first copy whose innermost record token `i` names (the entity it lives on); null when none. */
const innerCopyNamed = (ctx: EngineContext, i: number, copies: readonly FieldEntry[]): FieldEntry | null =>
  copies.find((entry) => {
    const { chain } = pathFacts(entry, ctx.owners);
    return chain.length > 0 && namesRecord(ctx, i, chain[chain.length - 1]);
  }) ?? null;

/**
 * The entity the value belongs to, read outwards from the condition: a record named inside it ("IMDb rating above
 * 6"), right after it ("the Physics department"), else nearest before it ("customers in state NY"); -1 when none is.
 * A word after it that is the value's own attribute ("the Pottery workshop") yields to the noun the value modifies,
 * the one after that word ("Chess club members") or else the one before the value, when that noun names other
 * records than the ones named just before it ("trainers who train members in the Chess club": the members' club):
 * the records that hold both would carry the value for the first ones.
 */
function entityOfValue(ctx: EngineContext, p: FilterProposal, copies: readonly FieldEntry[], free: (i: number) => boolean): { at: number; via: string; people?: FieldEntry } {
  const named = (i: number) => (i >= 0 && i < ctx.tokens.length && free(i) ? innerCopyNamed(ctx, i, copies) : null);
  for (let i = p.span[1] - 1; i >= p.span[0]; i--) if (named(i)) return { at: i, via: '' };
  let before = -1;
  for (let i = p.span[0] - 1; i >= 0 && i >= p.span[0] - NEAR_WINDOW && before < 0; i--) if (named(i)) before = i;
  const after = p.span[1];
  if (!named(after)) {
    const holder = keyedRecordsBefore(ctx, p, before, named);
    const people = holder === before ? peopleCopyAsked(ctx, p, copies, before) : null;
    if (people) return { at: -1, via: ASKED_OF_PEOPLE, people };
    return { at: holder, via: holder !== before ? '+reference-of-keyed-record' : '' };
  }
  const own = copies[0].segmentWords;
  const attribute = ctx.tokens[after].kind === 'word' && fieldWordsNamedBy(ctx.index, ctx.tokens[after].canon).some((w) => own.includes(w));
  if (!attribute) return { at: after, via: '' };
  // "Pottery workshop apprentices": the value and its attribute modify the records named right after them
  const modifies = named(after + 1) && named(after + 1) !== named(after) ? after + 1 : before;
  const entity = modifies >= 0 ? named(modifies) : null;
  const from = Math.min(modifies, p.span[0]);
  let other = false;
  for (let i = from - 1; i >= 0 && i >= from - NEAR_WINDOW && entity && !other; i--) {
    const earlier = named(i);
    other = !!earlier && earlier !== entity;
  }
  return other ? { at: modifies, via: '+value-of-other-records' } : { at: after, via: '' };
}

/**
 * "admissions that came through ward W-2", "prescriptions written by prescriber P-9": a noun right before a value
 * written as a code that names the record the value is the key of (`wardCode` of the wards) says whose key it is, not which records
 * hold it; other records named before that noun keep the key as a reference, and theirs is the copy filtered.
 */
function keyedRecordsBefore(ctx: EngineContext, p: FilterProposal, before: number, named: (i: number) => FieldEntry | null): number {
  const keyed = before === p.span[0] - 1 && typeof p.value === 'string' && valueShape(p.value) === 'code' ? named(before) : null;
  if (!keyed || !keyed.segmentWords.includes(ctx.tokens[before]!.canon)) return before;
  for (let i = before - 1; i >= 0 && i >= p.span[0] - NEAR_WINDOW; i--) {
    const holder = named(i);
    if (holder && holder !== keyed) return i;
  }
  return before;
}

/** Evidence of the copy kept in the collection of people a person pronoun asks of (peopleCopyAsked). */
const ASKED_OF_PEOPLE = '+asked-of-people';

/**
 * Per schema: the collections whose records are people, keeping two kinds of personal attribute or more at their top
 * level (a given name, a family name, a birth date, a sex; see PERSON_FIELD_WORDS).
 */
const peopleCollections = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlySet<string> => {
  const kinds = new Map<string, Set<string>>();
  for (const entry of index.entries) {
    const owner = owners.ownerOf.get(entry);
    if (!owner || entry.depth !== 1 || entry.children.length) continue;
    const joined = entry.canonWords.join('');
    // (inside a field's words, unlike the sorted-list reader's whole words: two kinds are needed, so one stray
    // `birth_rate` makes no collection people)
    const kind = PERSON_FIELD_CANON.find(([w]) => (w.length > 3 ? joined.includes(w) : entry.canonWords.includes(w)))?.[1];
    if (!kind) continue;
    if (!kinds.has(owner)) kinds.set(owner, new Set());
    kinds.get(owner)!.add(kind);
  }
  return new Set([...kinds].filter(([, found]) => found.size >= 2).map(([owner]) => owner));
});

/**
 * "who was treated at ward W-2", "anyone served from batch B-77": with no records named before the value but the ones it
 * keys, a person pronoun before it asks of people, and the copy kept in the one collection of people holds the value.
 */
function peopleCopyAsked(ctx: EngineContext, p: FilterProposal, copies: readonly FieldEntry[], before: number): FieldEntry | null {
  if (before >= 0 && !copies.some((c) => c.segmentWords.includes(ctx.tokens[before]!.canon))) return null;
  if (!ctx.tokens.slice(0, p.span[0]).some((t) => PERSON_PRONOUNS.has(t.text))) return null;
  const people = peopleCollections(ctx.owners, ctx.index);
  const theirs = copies.filter((c) => {
    const owner = ctx.owners.ownerOf.get(c);
    return !!owner && people.has(owner);
  });
  return theirs.length === 1 ? theirs[0]! : null;
}

/**
 * The copy of the proposed field that lives under the records the question names, when one does so clearly better
 * than the proposed one; the proposal otherwise stands.
 */
export function rehomeProposal(ctx: EngineContext, p: FilterProposal): FilterProposal {
  // only a field that is its normalised name's first entry is moved (the one a normalised lookup finds)
  const entry = ctx.index.byName.get(p.field);
  if (!entry || ctx.index.byNorm.get(entry.norm) !== entry) return p;
  const copies = copiesOfField(ctx.index, entry);
  if (!copies) return p;
  // a name listed once for several collections is the named record's, which lives on no path; the name of the record
  // holding the things named is not theirs; an array found inside the records a denial is said of is theirs; a route
  // end's own words chose its place field; the records named before an entity, or asked of it, keep the copy chosen
  if (p.rule.includes(SHARED_NAME) || p.rule.includes(HOLDER_NAME) || p.rule.includes(OWN_ARRAY) || p.rule.includes(PLACE_KIND) || p.rule.includes(ASKED_RECORDS) || p.rule.includes(SUBJECTS_REFERENCE)) return p;
  // a path the question spells out in full ("IMDb rating", "awards text") is the one meant
  if (ctx.mentions.some((m) => m.entry === entry && m.kind === 'full' && entry.depth > 1)) return p;
  const key = leafKey(entry);
  const container = entry.children.length > 0 && copies.includes(entry);
  const named = namedEmbeddedLeaves(ctx).filter((e) => leafKey(e) !== key).map((e) => e.name);
  const siblings = new Set([...Object.keys(ctx.analysis.filters), ...named].map(parentPath));
  const free = freeWord(ctx, entry.segmentWords, container);
  const { at: near, via, people } = entityOfValue(ctx, p, copies, free);
  const peopleGain = (copy: FieldEntry) => (copy === people ? NEAR_GAIN : 0);
  let best = entry;
  let bestScore = entry.children.length && !container ? -Infinity : pathScore(ctx, free, entry, near, siblings) + peopleGain(entry);
  for (const copy of copies) {
    if (copy === entry) continue;
    const score = pathScore(ctx, free, copy, near, siblings) + peopleGain(copy);
    if (score > bestScore) {
      best = copy;
      bestScore = score;
    }
  }
  if (best === entry) return p;
  return { ...p, field: best.name, rule: `${p.rule}+filters.path-of-named-record${via}` };
}
