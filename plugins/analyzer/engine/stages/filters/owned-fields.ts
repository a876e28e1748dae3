import type { EngineContext } from '../../context.ts';
import { endsWithWords, isLeafNamed, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { FIRST_NAME_WORDS, HANDLE_WORDS, LAST_NAME_WORDS, NAME_ENDINGS, STOP_WORDS } from '../../lexicon/words.ts';
import { collectionMentionAt } from '../../mentions.ts';
import { isFullNameField, type FieldOwners } from '../../ownership.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord, writtenShorter } from '../../text.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { fieldWordsNamedBy, fieldWordsOf } from './field-resolver.ts';
import { NAMED_AS, NAMING_WORDS } from '../../lexicon/function-words.ts';
import { addToList } from '../../multimap.ts';

const memo = new WeakMap<FieldIndex, Map<ReadonlySet<string>, Map<string, FieldEntry>>>();

/**
 * Leaf fields with one of `endings`, by the entity word they belong to, shallowest first: with identifier endings
 * `patient_id` → patient, `encounters.encounter_id` and `encounters.id` → encounter; with name endings `GuildName` →
 * guild, `fair.Name` → fair. Built once per schema and set of endings.
 */
export function ownedFields(index: FieldIndex, endings: ReadonlySet<string>): ReadonlyMap<string, FieldEntry> {
  let perSchema = memo.get(index);
  if (!perSchema) memo.set(index, (perSchema = new Map()));
  let byOwner = perSchema.get(endings);
  if (byOwner) return byOwner;
  byOwner = new Map();
  const leaves = index.entries.filter((e) => !e.children.length && endings.has(e.canonWords[e.canonWords.length - 1]));
  // "depot_id" before "home_depot_id": the entity's key is the one no other word qualifies
  const qualified = (e: FieldEntry) => (fieldWordsOf(e).length > 2 ? 1 : 0);
  for (const entry of [...leaves].sort((a, b) => a.depth - b.depth || qualified(a) - qualified(b) || a.order - b.order)) {
    const words = entry.canonWords;
    const owner = words.length > 1 ? words[words.length - 2] : entry.parent?.canonWords[entry.parent.canonWords.length - 1];
    if (owner && !byOwner.has(owner)) byOwner.set(owner, entry);
  }
  perSchema.set(endings, byOwner);
  return byOwner;
}

// field words are canonical ("family" → "familie"), so the name-part spellings are compared in the same form
const canonSpellings = (list: readonly (readonly string[])[]) => list.map((words) => words.map(canonWord));
export const FIRST_NAME_CANON = canonSpellings(FIRST_NAME_WORDS);
export const HANDLE_CANON = canonSpellings(HANDLE_WORDS);
export const LAST_NAME_CANON = canonSpellings(LAST_NAME_WORDS);

const NAME_PART_CANON = [...FIRST_NAME_CANON, ...LAST_NAME_CANON];
/** A first or last name field: one part of a person's name. */
export const isPersonNamePart = (entry: FieldEntry): boolean => NAME_PART_CANON.some((tail) => endsWithWords(entry.canonWords, tail));

const endsInOneOf = (entry: FieldEntry, spellings: readonly (readonly string[])[]): boolean => spellings.some((tail) => endsWithWords(entry.canonWords, tail));

/**
 * "clients with the surname Ruiz" where artists keep `LastName` and clients `FamilyName`: a part of a person's name
 * said of named records is that part in the records' own fields. The one leaf `collection` owns that holds the same
 * part as `entry`, when `entry` is a name part another collection owns; else null.
 */
export function samePartOwnedBy(ctx: EngineContext, entry: FieldEntry, collection: string | undefined): FieldEntry | null {
  if (!collection || ctx.owners.ownerOf.get(entry) === collection || !isPersonNamePart(entry)) return null;
  const part = endsInOneOf(entry, LAST_NAME_CANON) ? LAST_NAME_CANON : FIRST_NAME_CANON;
  const own = ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === collection && endsInOneOf(e, part));
  return own.length === 1 ? own[0]! : null;
}


/**
 * "loans at the Riverside branch", "modules run by the History faculty": a name between "the" and a singular noun of
 * records names that one record, not who made such records nor a value found elsewhere.
 */
export const namesOneRecord = (ctx: EngineContext, from: number, end: number): boolean =>
  ctx.tokens[from - 1]?.text === 'the' && !!collectionMentionAt(ctx, end) && !isPluralWord(ctx.tokens[end]!.text);

/**
 * "the guild 'Loom Guild'", "the fair named 'Harvest Moon'", "the 'chervil' product": a value right next to an entity
 * noun is that entity's name, when the schema has a name field for it (`GuildName`, `fair.Name`); `via` says how, when
 * the noun is not right next to it (an evidence suffix).
 */
export function entityNameAround(ctx: EngineContext, from: number, to: number): { entry: FieldEntry; via: string } | null {
  let before = from - 1;
  const naming = NAMING_WORDS.has(ctx.tokens[before]?.text ?? '');
  const knownAs = !naming && ctx.tokens[before]?.text === 'as' && NAMED_AS.has(ctx.tokens[before - 1]?.text ?? '');
  if (naming) before--;
  else if (knownAs) before -= 2;
  const noun = ctx.tokens[before];
  const after = ctx.tokens[to + 1];
  // "the 'Herbs' product category": the noun after is the head of a longer name, not the entity
  const next = ctx.tokens[to + 2];
  const compound = next?.kind === 'word' && !STOP_WORDS.has(next.text);
  // "the Alder ferry operator": a collection named in several words after the value names the entity, at its last word
  const collection = collectionMentionAt(ctx, to + 1);
  const longCollection = collection?.from === to + 1 && collection.to > to + 2;
  const entityAfter = longCollection ? collection.to - 1 : compound ? -1 : to + 1;
  // "aisles Brook Hall keeps": a plural noun right before a name does not name it, unless a naming word joins them
  const plural = !naming && !knownAs && noun?.kind === 'word' && isPluralWord(noun.text);
  const named = noun?.kind === 'word' && !plural ? entityNameReading(ctx, before) : null;
  if (named) return { entry: named.entry, via: (knownAs ? '+known-as' : '') + named.via };
  const afterName = after?.kind === 'word' && entityAfter > to ? entityNameReading(ctx, entityAfter) : null;
  return afterName && { entry: afterName.entry, via: (longCollection ? '+collection-after' : '') + afterName.via };
}

/** The name field of the entity the word at token `i` names: its own (`GuildName`), its collection's, or by its initial (`KName`). */
export const entityNameAt = (ctx: EngineContext, i: number): FieldEntry | null => entityNameReading(ctx, i)?.entry ?? null;

/** A leaf field whose whole name is the entity word (`Advisor`, `Major`): it holds the reference to that entity. */
export function fieldCalled(ctx: EngineContext, word: string): FieldEntry | null {
  return ctx.index.entries.find((e) => e.depth === 1 && isLeafNamed(e, word)) ?? null;
}

/** The entity name field of `entityNameAt`, with an evidence suffix when it is the collection's only long name field. */
function entityNameReading(ctx: EngineContext, i: number): { entry: FieldEntry; via: string } | null {
  const names = ownedFields(ctx.index, NAME_ENDINGS);
  const own = ownedBy(ctx.index, names, ctx.tokens[i].canon);
  if (own) return { entry: own, via: '' };
  const collectionNames = collectionNameFields(ctx, i);
  const plain = collectionPlainName(collectionNames);
  if (plain) return { entry: plain, via: '' };
  const only = collectionOnlyLongName(collectionNames);
  if (only) return { entry: only, via: '+collection-only-name' };
  const named = collectionNames.length ? undefined : collectionMentionAt(ctx, i);
  // "the Vale Ridge terrace" where terraces keep no name field of their own but a field is called `Terrace`: that field
  // holds the terrace's name, as its own key or as the by-name reference other records keep
  const called = named && fieldCalled(ctx, ctx.tokens[i].canon);
  if (called) return { entry: called, via: '+field-called-entity' };
  const shared = named && sharedPlainNames(ctx.owners, ctx.index).get(named.collection);
  if (shared) return { entry: shared, via: SHARED_NAME };
  const initial = nameByInitial(ctx, names, i);
  return initial && { entry: initial, via: '' };
}

/**
 * "the kiln 'X'" where kilns keep `KName`, "the branch named morningside" where branches keep `bname`: a schema that
 * shortens the collection's word to its initial, written apart or run into the name.
 */
function nameByInitial(ctx: EngineContext, names: ReadonlyMap<string, FieldEntry>, i: number): FieldEntry | null {
  const word = ctx.tokens[i].canon;
  const named = word.length > 2 ? collectionMentionAt(ctx, i) : undefined;
  if (!named) return null;
  // a run-in name is the entity's only where its collection keeps it ("the depot named …" is no driver's `dname`)
  return names.get(word[0]) ?? initialRunNames(ctx.index).get(word[0])?.find((e) => ctx.owners.ownerOf.get(e) === named.collection) ?? null;
}

/** A top-level field written as one letter run into "name" (`bname`, `dname`; the whole path, so never nested). */
const INITIAL_RUN_NAME = /^([a-z])name$/i;
/** `fname`, `lname`, `mname`: a person's first, last and middle name, never the name of a thing with that initial. */
const PERSON_NAME_INITIALS: ReadonlySet<string> = new Set(['f', 'l', 'm']);
/** The top-level run-in name fields holding a value (no object's parts), by their letter, once per schema. */
const initialRunNames = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byInitial = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const initial = entry.children.length ? undefined : INITIAL_RUN_NAME.exec(entry.name)?.[1]?.toLowerCase();
    if (initial && !PERSON_NAME_INITIALS.has(initial)) addToList(byInitial, initial, entry);
  }
  return byInitial;
});

/** Per schema: the top-level leaf fields ending in name or title, by the collection they live in, in schema order. */
const nameFieldsByCollection = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byCollection = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    const owner = owners.ownerOf.get(e);
    if (owner !== undefined && e.depth === 1 && !e.children.length && NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]!)) addToList(byCollection, owner, e);
  }
  return byCollection;
});
const NO_NAME_FIELDS: readonly FieldEntry[] = [];

/** Top-level leaf fields ending in name or title that live in the collection the word at token `i` names. */
function collectionNameFields(ctx: EngineContext, i: number): readonly FieldEntry[] {
  const named = collectionMentionAt(ctx, i);
  return named ? nameFieldsByCollection(ctx.owners, ctx.index).get(named.collection) ?? NO_NAME_FIELDS : NO_NAME_FIELDS;
}

/** "the band 'Velvet Orchard'" where bands keep a plain `Name`: the collection's field called just name or title. */
const collectionPlainName = (collectionNames: readonly FieldEntry[]): FieldEntry | null =>
  collectionNames.find((e) => e.canonWords.length === 1) ?? null;

/** The evidence suffix of a name the caller listed with another collection (see sharedPlainNames). */
export const SHARED_NAME = '+shared-name';

/**
 * "the Fjord breed" where breeds list no name field of their own: the caller lists each collection's fields leaving out
 * a name already listed, so a collection with plain fields of its own but no name (nor a person's name parts) keeps
 * the plain `name` (or `title`) listed with another collection. By collection, once per schema.
 */
const sharedPlainNames = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const plain = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    const owner = owners.ownerOf.get(e);
    if (e.depth !== 1 || e.children.length || !owner) continue;
    addToList(plain, owner, e);
  }
  const shared = new Map<string, FieldEntry>();
  for (const [collection, own] of plain) {
    if (own.some((e) => isPersonNamePart(e) || e.canonWords.some((w) => NAME_ENDINGS.has(w)))) continue;
    const name = index.entries.find((e) => e.depth === 1 && !e.children.length && e.canonWords.length === 1 && NAME_ENDINGS.has(e.canonWords[0])
      && owners.ownerOf.get(e) !== collection);
    if (name) shared.set(collection, name);
  }
  return shared;
});

/**
 * "the Alder depot" where depots keep `registry_name`: the collection's only field ending in name. A longer title
 * ("famous title", "job title") is a thing the record holds, not what it is called; a person's name is split over
 * first and last names, and then another field ending in name ("login name") is not it.
 */
function collectionOnlyLongName(collectionNames: readonly FieldEntry[]): FieldEntry | null {
  const names = collectionNames.filter((e) => e.canonWords[e.canonWords.length - 1] === 'name');
  return names.length === 1 && !isPersonNamePart(names[0]) ? names[0] : null;
}

/**
 * "'Harbour Rowing Club'": a quoted name of several words whose last word names an entity that keeps a name field
 * (`GuildName`, `depot_name`) is that entity's name. `head` is that last word, canonical.
 */
export const nameFieldHeadedBy = (ctx: EngineContext, head: string): FieldEntry | null =>
  ownedBy(ctx.index, ownedFields(ctx.index, NAME_ENDINGS), head);

/** The field owned by the entity a word names, as written or as the schema abbreviates it ("manager" → `mgr_name`). */
export function ownedBy(index: FieldIndex, owned: ReadonlyMap<string, FieldEntry>, word: string): FieldEntry | null {
  const exact = owned.get(word);
  if (exact) return exact;
  for (const fieldWord of fieldWordsNamedBy(index, word)) {
    const entry = owned.get(fieldWord);
    if (entry) return entry;
  }
  return null;
}

/**
 * "vessel" → `vsl_id`, "tower" → `twr_id`, "physician" → `phys_id`: the one field whose owner is written with some of
 * the word's letters, in order from its first; read as written, since the canonical form may misread them ("phys" as a
 * plural). Loose enough to take a verb for a short noun ("booked" → `bed`): for words that name a collection.
 */
export function ownedByShortened(owned: ReadonlyMap<string, FieldEntry>, word: string): FieldEntry | null {
  const shortened = ownersAsWritten(owned).filter(([owner]) => writtenShorter(owner, word, 2));
  return shortened.length === 1 ? shortened[0]![1] : null;
}

/** The fields of an `ownedFields` map with their owner word as written (`phys` of `phys_id`); once per map. */
const ownersAsWritten = perSchema((owned: ReadonlyMap<string, FieldEntry>): ReadonlyArray<readonly [string, FieldEntry]> =>
  [...owned.values()].flatMap((entry) => entry.writtenWords.length > 1 ? [[entry.writtenWords[entry.writtenWords.length - 2]!, entry] as const] : []));

/**
 * The name field beside `entry` (`Founder` → `Name`): a sibling called just name or title, or a full name, else the
 * only sibling ending in one; none when that is `entry` itself.
 */
export function siblingNameField(ctx: EngineContext, entry: FieldEntry): FieldEntry | null {
  const owner = ctx.owners.ownerOf.get(entry);
  const siblings = ctx.index.entries.filter((e) => e !== entry && !e.children.length && e.parent === entry.parent
    && ctx.owners.ownerOf.get(e) === owner && NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]));
  return siblings.find((e) => e.canonWords.length === 1) ?? siblings.find(isFullNameField)
    ?? (siblings.length === 1 ? siblings[0] : null);
}

/** The name field beside `entry` or, inside an embedded object ("critics.score"), beside its nearest ancestor that has one. */
export function nameBesideOrAbove(ctx: EngineContext, entry: FieldEntry): FieldEntry | null {
  for (let at: FieldEntry | null = entry; at; at = at.parent) {
    const name = siblingNameField(ctx, at);
    if (name) return name;
  }
  return null;
}
