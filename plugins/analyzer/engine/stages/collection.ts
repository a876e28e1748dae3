import { countsPerGroup, spokenCanons, type CollectionMention, type EngineContext } from '../context.ts';
import { collectionMentionAt, mentionAt, mentionBefore, mentionStartingAt } from '../mentions.ts';
import { isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import { callsRecord, collectionKey, countFieldFor, DOCUMENT_KEY, isEmbedded, isLookupTable, lookupThingWords, namesCollection, namesPeople, referencedKeys, type FieldOwners } from '../ownership.ts';
import { perSchema } from '../schema-memo.ts';
import { DATED_EVENT_LEADS, DO_VERBS, IRREGULAR_EVENT_NOUNS, MAX_DATED_EVENT_LEADS, MEANING_AFTER_DO, OBJECT_DETERMINERS, MEANING_VERBS, RECORD_COUNT_RANKING_WORDS, RESULT_NOUNS, STAND_FOR, STANDING_NOUN_ENDINGS, RECORD_COUNT_NOUNS } from '../lexicon/words.ts';
import { holdsKey, isCapitalised } from './filters/shared.ts';
import { propose } from '../proposals.ts';
import { idFollows } from './filters/codes.ts';
import { canonWord, derivationalStem, fieldWords, normName, parentPath, PAST_PARTICIPLE_FORM } from '../text.ts';
import { eventFieldOf, eventFields } from './filters/states.ts';
import { fieldWordsOf } from './filters/field-resolver.ts';
import { COUNT_QUESTION, FILTERED_VALUE_TOKENS, MADE_THING_PRONOUNS, PERSON_QUESTION_WORDS, REFERENCE_LEADS } from '../lexicon/function-words.ts';
import { isLookupCode } from './filters/label-sibling.ts';
import { isPluralWord } from '../field-kinds.ts';
import { asksThingOfName } from './filters/proper-values.ts';
import { GROUP_KEY_LEADS, ID_WORDS, OCCURRENCE_NOUNS } from '../lexicon/grouping.ts';
import { clippedCompoundHeads } from './clipped-collection.ts';
import { setWhileUnique } from '../multimap.ts';

const FIRST_ENTITY_GAIN = 4;
const ENTITY_GAIN = 2;
const COUNTED_GAIN = 3;
const EMBEDDED_FIELD_GAIN = 1.5;
const NAMING_FIELD_GAIN = 1;
const FIELD_GAIN = 0.5;
/** Being pointed at is a prior, not evidence: one field pointing at a collection weighs less than a field named (FIELD_GAIN). */
const REFERENCE_GAIN = 0.4;
const COUNT_LEADS = new Set(['many', 'of', 'count']);
const AVERAGE_WORDS = new Set(['average', 'avg', 'mean', 'median']);
/** Words that rank records by how many of something they have ("the highest number of", "the most"). */
const RANKING_WORDS = new Set(['most', 'fewest', 'least', 'highest', 'lowest', 'largest', 'smallest', 'greatest', 'biggest']);

/** One piece of evidence for a candidate; the stage adds them up in one place. */
interface Proposal {
  readonly collection: string;
  readonly gain: number;
  readonly rule: string;
  readonly confidence: number;
  readonly span?: [number, number];
}

/**
 * "the names of the riders" read as the field rider_name still names the riders: the words after "of" in a
 * field's of-phrase are a collection mention when they name one.
 */
function ownersNamedInOfPhrases(ctx: EngineContext): CollectionMention[] {
  const found: CollectionMention[] = [];
  for (const m of ctx.mentions) {
    if (m.via !== 'field.of-phrase') continue;
    let at = m.from + 1;
    while (at < m.to && (ctx.tokens[at].text === 'of' || ctx.tokens[at].text === 'the')) at++;
    const key = ctx.tokens.slice(at, m.to).map((t) => t.canon).join('');
    const collection = ctx.collectionKeys.get(key);
    if (collection) found.push({ collection, from: at, to: m.to, via: 'collection.name-in-of-phrase' });
  }
  return found;
}

/**
 * Whether `holder`'s documents hold how many `counted` records each has: a stored count of them, or a pointer at them,
 * their own ("lockers.member_id": how many members rent a locker) or in an embedded list ("StaffedBy.nurse",
 * "Visits.patient_id"); a pointer in a list of a list links through other records ("coaches.trainees.player_id").
 */
function holdsCountOf(ctx: EngineContext, holder: string, counted: string): boolean {
  const key = collectionKey(counted);
  const stored = countFieldFor(ctx.index, counted);
  if (stored && ctx.owners.ownerOf.get(stored) === holder) return true;
  return ctx.index.entries.some((e) => e.depth <= 2 && ctx.owners.ownerOf.get(e) === holder
    && e.ownWords.filter((w) => w !== 'id').join('') === key);
}

/** Words that ask for a number of records right before their noun ("the number of", "how many"). */
const TALLY_WORDS = new Set([...RECORD_COUNT_NOUNS, 'many']);

/** Whether the words from `at` are tallied: said after "how many" or "the number/count of". */
function talliedFrom(ctx: EngineContext, at: number): boolean {
  const lead = ctx.tokens[at - 1]?.text;
  return lead === 'many' || (lead === 'of' && TALLY_WORDS.has(ctx.tokens[at - 2]?.text ?? ''));
}

/**
 * Whether the records `m` names are tallied ("how many X", "the number of X") into groups that are not their own
 * values: then another named collection may keep them ("the trains of each station" counted per station).
 */
function countsKeptElsewhere(ctx: EngineContext, m: CollectionMention): boolean {
  if (ctx.analysis.operation !== '$count') return false;
  if (!talliedFrom(ctx, m.from)) return false;
  const keys = ctx.analysis.groupBy.map((g) => ctx.index.byName.get(g));
  return !keys.length || keys.some((k) => !k || ctx.owners.ownerOf.get(k) !== m.collection);
}

/** Where the records a count threshold compares end ("more than 9 members"), as the group-by stage read them; -1 when none. */
const thresholdRecordsEnd = (ctx: EngineContext): number =>
  ctx.evidence.get('groupBy')?.items.find((item) => item.rule.startsWith('groupBy.count-threshold') && item.span)?.span![1] ?? -1;

/** The top-level keys of `holder`'s documents pointing at `target`'s records. */
const pointersAt = (ctx: EngineContext, holder: string, target: string): FieldEntry[] =>
  ctx.index.entries.filter((e) => e.depth === 1 && ctx.owners.ownerOf.get(e) === holder && pointsAt(ctx, e, target));

/** How far before an entity a ranking word makes it the thing ranked by ("the ward with the most nurses"). */
const RANKING_WINDOW = 4;
const rankingBefore = (ctx: EngineContext, at: number): boolean => {
  for (let j = Math.max(0, at - RANKING_WINDOW); j < at; j++) if (RANKING_WORDS.has(ctx.tokens[j].text)) return true;
  return false;
};

/**
 * An id naming a collection (`vesselId` for vessels), or a key naming it by another word it is called: a lookup
 * table's code by the words without its table affixes (`vehicle_type_code` for `Ref_Vehicle_Types`), an id by the
 * schema's own short word for its records (`whs_id` opening the warehouses' fields). A key embedded in a list is read
 * by its own segment (`Sales.vehicle_type_code`): the list's name above it says whose records hold it, not what it names.
 */
const pointsAt = (ctx: EngineContext, entry: FieldEntry, collection: string): boolean => (isIdField(entry) && namesCollection(entry, collection))
  || (holdsKey(entry) && ctx.collectionKeys.get(entry.segmentWords.slice(0, -1).join('')) === collection);

/**
 * "who keeps the most hives", sorted by the `hiveCount` beekeepers keep: records named after a ranking word, sorted by
 * their stored count that other records keep, are only counted there; the records ranked are the count's holders.
 */
function holderOfSortedCount(ctx: EngineContext, m: CollectionMention): string | undefined {
  if (!rankingBefore(ctx, m.from)) return undefined;
  const count = countFieldFor(ctx.index, m.collection);
  const holder = count && count.name in ctx.analysis.sort ? ctx.owners.ownerOf.get(count) : undefined;
  return holder !== m.collection ? holder : undefined;
}

/** A field grouped on, with the collection keeping it. */
function ownedKey(ctx: EngineContext, name: string): { entry: FieldEntry; owner: string } | undefined {
  const entry = ctx.index.byName.get(name);
  const owner = entry && ctx.owners.ownerOf.get(entry);
  return owner ? { entry, owner } : undefined;
}

/** Whether a key grouped on points at `collection` from other records (from any records, with `anyOwner`). */
const pointsFromOthers = (ctx: EngineContext, key: { entry: FieldEntry; owner: string }, collection: string, anyOwner = false): boolean =>
  (key.owner !== collection || anyOwner) && pointsAt(ctx, key.entry, collection);

/** The field the question accumulates, if any. */
const accumulatedField = (ctx: EngineContext): FieldEntry | undefined => ctx.analysis.metric ? ctx.index.byName.get(ctx.analysis.metric) : undefined;

/**
 * "average wage per vessel", where deckhands keep a vesselId; "average rate per vehicle type", where vehicles keep a
 * vehicle_type_code: the collection named after a grouping word
 * is only the key of the groups when the id field grouped on points at it and lives in other records, or the
 * measure accumulated does.
 */
function groupKeyOfOthers(ctx: EngineContext, m: CollectionMention, lead: string): { entry: FieldEntry; besideMeasure: boolean; measureOwner?: string } | undefined {
  if (!GROUP_KEY_LEADS.has(lead) || !ctx.analysis.groupBy.length) return undefined;
  // the measure accumulated per group may live elsewhere too: "average rating per property", ratings kept by reviews
  // (a measure embedded in other records is read there, its group key beside it, not by the key of the collection named),
  // or "add up the hours logged per site", the measure named before the grouping word and read as the metric later
  const metric = accumulatedField(ctx);
  const measureOwner = ownerOfMeasureBefore(ctx, m.from - 1, metric);
  const measuredElsewhere = !!measureOwner && measureOwner !== m.collection;
  for (const g of ctx.analysis.groupBy) {
    const key = ownedKey(ctx, g);
    if (!key) continue;
    const { entry, owner } = key;
    if (pointsFromOthers(ctx, key, m.collection, measuredElsewhere)) return { entry, besideMeasure: false, measureOwner };
    // "mean freight fee per haulier" beside a `Haulier` kept with the fees, "per guide role" beside a `Role` kept with
    // the wages: a key the measure's records keep, naming the collection said or said right after it
    if (owner !== m.collection && owner === measureOwner
      && (namesCollection(entry, m.collection) || ctx.mentions.some((f) => f.entry === entry && f.from === m.to))) return { entry, besideMeasure: true };
  }
  return undefined;
}

/**
 * "the most common grain type" beside `Ref_Grain_Types`, where deliveries keep a `grain_type_code`: a lookup table
 * named where the key grouped on points at it only labels the groups; the records grouped are the ones keeping the key.
 */
function lookupNamingGroupKey(ctx: EngineContext, m: CollectionMention): string | undefined {
  if (!isLookupTable(m.collection)) return undefined;
  for (const g of ctx.analysis.groupBy) {
    const key = ownedKey(ctx, g);
    if (key && pointsFromOthers(ctx, key, m.collection)) return key.owner;
  }
  return undefined;
}

/** Words asking for records of any kind ("everything", "all", "entries"): not an attribute of one named record. */
const RECORDS_ASKED: ReadonlySet<string> = new Set([...MADE_THING_PRONOUNS, ...RESULT_NOUNS, 'all']);

/**
 * Whether the words before `end` ask for records other than the one a name and its value pick out: a records word, a
 * collection's name, or a count ("how many of grade G2"); "the full title of grade G2" asks about that record itself.
 */
function asksOtherRecords(ctx: EngineContext, end: number): boolean {
  const { tokens } = ctx;
  for (let k = 0; k < end; k++) {
    const word = tokens[k]!.text;
    if (RECORDS_ASKED.has(word) || RECORD_COUNT_NOUNS.has(word) || collectionMentionAt(ctx, k)) return true;
    if (word === COUNT_QUESTION[0] && tokens[k + 1]?.text === COUNT_QUESTION[1]) return true;
  }
  return false;
}

/**
 * "anything of grade G2" beside `Ref_Grades`, where pupils keep a `grade_code`: a collection's name said right before a
 * value read for a key that other records keep, pointing at it, only says which key the value is; the records asked
 * for are the ones keeping the key. Undefined when the key is the named collection's own, or when the name opens the
 * question or follows its first word ("show grade G2" asks for that record itself).
 */
function keeperOfNamedValueKey(ctx: EngineContext, m: CollectionMention): string | undefined {
  if (m.from < 2 || ctx.roles[m.to] !== 'filter' || !asksOtherRecords(ctx, m.from)) return undefined;
  const item = ctx.evidence.get('filters')?.items.find((f) => f.span?.[0] === m.to && f.text);
  const key = item && ownedKey(ctx, item.text!);
  if (!key) return undefined;
  return pointsFromOthers(ctx, key, m.collection) ? key.owner : key.owner === m.collection ? copyKeeper(ctx, key.entry) : undefined;
}

/**
 * "anything with fault F-22" beside `lkp_faults` keeping a `fault_code`, the machines embedding `repairs.fault_code`:
 * a lookup table's own code is kept, under the same name, by the records it labels; the one other collection (no
 * lookup) keeping such a copy, or undefined.
 */
function copyKeeper(ctx: EngineContext, entry: FieldEntry): string | undefined {
  const owner = ctx.owners.ownerOf.get(entry);
  if (!owner || entry.depth !== 1 || !isLookupTable(owner)) return undefined;
  const leaf = `.${entry.name}`;
  const keepers = new Set(ctx.index.entries.filter((e) => e.name.endsWith(leaf)).map((e) => ctx.owners.ownerOf.get(e)));
  const [keeper] = keepers;
  return keepers.size === 1 && keeper && keeper !== owner && !isLookupTable(keeper) ? keeper : undefined;
}

/** How far before a grouping word the measure grouped may be named ("sum of wages paid per"). */
const MEASURE_WINDOW = 3;

/**
 * The collection keeping the measure accumulated per group, read before the grouping word at `lead`: the field
 * accumulated (`metric`), else, in a question accumulating one not read yet, the top-level field named just before.
 */
function ownerOfMeasureBefore(ctx: EngineContext, lead: number, metric: FieldEntry | undefined): string | undefined {
  const { operation } = ctx.analysis;
  const measure = metric ?? (operation && operation !== '$count' ? mentionBefore(ctx, lead, MEASURE_WINDOW)?.entry : undefined);
  return measure && !isEmbedded(measure) ? ctx.owners.ownerOf.get(measure) : undefined;
}

/**
 * "the grades of student 2023-118", where grades live in enrolments that keep a studentId: the collection keeping
 * the field asked for before the identified record, and a pointer at it, holds the records read. Without a pointer,
 * a measure accumulated there still is ("total cars carried on ferry 12", cars counted by crossings).
 */
function askedOfPointer(ctx: EngineContext, m: CollectionMention): { owner: string; unseen: boolean } | undefined {
  const metric = accumulatedField(ctx);
  const unseen = pointerUnseen(ctx, m.collection);
  // the measure accumulated is asked for too when read from a word that names no field ("the average mark awarded by")
  const asked = [...ctx.mentions.filter((f) => f.to <= m.from).map((f) => f.entry), ...(metric ? [metric] : [])];
  for (const entry of asked) {
    const owner = ctx.owners.ownerOf.get(entry);
    if (!owner || owner === m.collection) continue;
    if (entry === metric || ctx.index.entries.some((e) => isIdField(e) && ctx.owners.ownerOf.get(e) === owner && namesCollection(e, m.collection))) return { owner, unseen: false };
    if (unseen && !isIdField(entry)) return { owner, unseen };
  }
  return undefined;
}

/**
 * "the finish times in race 7" over one flat list naming each field once: the race's id is listed with the races, so
 * a pointer at it that other records keep is never seen, and any collection may hold one.
 */
function pointerUnseen(ctx: EngineContext, collection: string): boolean {
  const known = unseenPointers(ctx.owners);
  let unseen = known.get(collection);
  if (unseen === undefined) {
    const ids = ctx.index.entries.filter((e) => isIdField(e) && namesCollection(e, collection));
    unseen = ids.length > 0 && ids.every((e) => ctx.owners.ownerOf.get(e) === collection) && ctx.index.entries.every((e) => e.depth === 1);
    known.set(collection, unseen);
  }
  return unseen;
}

/** Per schema, whether a pointer at each collection asked about is unseen: it depends on the schema alone (the owners and the index read with them are the same schema's). */
const unseenPointers = perSchema((_owners: FieldOwners) => new Map<string, boolean>());

/**
 * "the route with the most trains", "how many artworks in each exhibition" beside a `train_route` or an
 * `Exhibition_Artwork`: the collection whose name joins the records counted and another collection named links each
 * to the other, so the count per group is read there; undefined when there is none.
 */
function junctionOf(ctx: EngineContext, counted: string | undefined, said: string, named: readonly CollectionMention[]): string | undefined {
  // the records counted by their collection's name or by the word said for them, or the noun of their standing
  // ("members per club" beside `Club_Membership`)
  const keys = [...new Set([counted ? collectionKey(counted) : said, said])].flatMap((key) => [key, ...STANDING_NOUN_ENDINGS.map((e) => key + e)]);
  for (const other of named) {
    if (other.collection === counted) continue;
    const otherKey = collectionKey(other.collection);
    const found = linkingCollections(ctx.owners, ctx.collections).find(([, linkKey]) => keys.some((key) => linkKey === key + otherKey || linkKey === otherKey + key));
    if (found) return found[0];
  }
  return undefined;
}

/**
 * The collections that may link records, each with its key, once per schema: a lookup table labels the records' kinds
 * ("horse_classes" beside horses and classes), it links no records.
 */
const linkingCollections = perSchema((_owners: FieldOwners, collections: readonly string[]): ReadonlyArray<readonly [string, string]> =>
  collections.filter((c) => typeof c === 'string' && !isLookupTable(c)).map((c) => [c, collectionKey(c)] as const));

/** The words at [from, to) as one key, each in its canonical form. */
const saidKey = (ctx: EngineContext, from: number, to: number): string => ctx.tokens.slice(from, to).map((t) => t.canon).join('');

/**
 * "how many riders race for each team" beside `Team_Ridership`: a tallied word naming no collection, whose
 * standing joins it to a group's collection in another collection's name, is counted there.
 */
function unnamedCountedJunction(ctx: EngineContext, named: readonly CollectionMention[]): Proposal[] {
  if (!countsPerGroup(ctx)) return [];
  for (let i = 1; i < ctx.tokens.length; i++) {
    if (!talliedFrom(ctx, i) || ctx.tokens[i]!.kind !== 'word' || collectionMentionAt(ctx, i)) continue;
    const junction = junctionOf(ctx, undefined, saidKey(ctx, i, i + 1), named);
    return junction ? [{ collection: junction, gain: FIRST_ENTITY_GAIN + COUNTED_GAIN, rule: 'collection.links-counted-to-group+unnamed-records', confidence: 0.7, span: [i, i + 1] }] : [];
  }
  return [];
}

/** The collection of the record whose name follows "which <m> is", when another one keeps it, or undefined. */
function personAskedAbout(ctx: EngineContext, m: CollectionMention): string | undefined {
  const nameAt = m.to + 1;
  if (!asksThingOfName(ctx, nameAt) || !isCapitalised(ctx.tokens[nameAt])) return undefined;
  const named = ctx.evidence.get('filters')?.items.find((item) => item.span?.[0] === nameAt && item.text);
  const owner = named ? ctx.owners.ownerOf.get(ctx.index.byName.get(named.text!)!) : undefined;
  return owner !== m.collection ? owner : undefined;
}

/**
 * "how many courses has Ann Lee taken", "how many members does the 'Chess Circle' have": records counted, with no group,
 * for one record picked out by its name in another collection, are counted from that record; its collection is the
 * one queried when an embedded list links the two, many to many (not: "how many orders come from Boston", a city no
 * record is called by; nor "how many staff work in the unit named Ward 3", where each staff record keeps one pointer at
 * its unit: they are counted where they are kept).
 */
function namedRecordCounting(ctx: EngineContext, counted: string): string | undefined {
  const { operation, groupBy, filters } = ctx.analysis;
  if (operation !== '$count' || groupBy.length) return undefined;
  let named: string | undefined;
  for (const field in filters) {
    const entry = ctx.index.byName.get(field);
    const owner = entry && callsRecord(entry) ? ctx.owners.ownerOf.get(entry) : undefined;
    if (!owner || owner === counted || (named && named !== owner)) return undefined;
    named = owner;
  }
  return named && linkedByList(ctx, named, counted) ? named : undefined;
}

/**
 * Whether one collection's records list the other's keys in an embedded list ("Attendances.singer_id" beside the
 * singers' own singer_id): a link of many to many, read from either side.
 */
const linkedByList = (ctx: EngineContext, a: string, b: string): boolean => ctx.index.entries.some((e) => {
  if (e.depth < 2 || !isIdField(e)) return false;
  const key = ctx.index.byNorm.get(normName(e.name.slice(e.name.lastIndexOf('.') + 1)));
  if (key?.depth !== 1) return false;
  const [owner, keyOwner] = [ctx.owners.ownerOf.get(e), ctx.owners.ownerOf.get(key)];
  return (owner === a && keyOwner === b) || (owner === b && keyOwner === a);
});

/**
 * The collection keeping the pointer a collection's name names when said before "id(s)" with no id value after
 * ("customer ids", not "customer id 7"): another collection's top-level pointer so named, a field of those records.
 */
function keyKeptElsewhere(ctx: EngineContext, m: CollectionMention): string | undefined {
  if (!ID_WORDS.has(ctx.tokens[m.to]?.text ?? '') || idFollows(ctx, m.to + 1)) return undefined;
  const pointer = ctx.index.entries.find((e) => e.depth === 1 && isIdField(e) && namesCollection(e, m.collection)
    && ctx.owners.ownerOf.has(e) && ctx.owners.ownerOf.get(e) !== m.collection);
  return pointer && ctx.owners.ownerOf.get(pointer);
}

/** Entity mentions in order: the first named scores most, the thing counted in "how many X" more still. */
function entityProposals(ctx: EngineContext): Proposal[] {
  const named = ctx.collectionMentions.concat(ownersNamedInOfPhrases(ctx)).sort((a, b) => a.from - b.from);
  // "the department heads": a collection word right before another's name modifies it; the last one is the entity
  const modifiers = named.filter((m, k) => named[k + 1]?.from === m.to && named[k + 1]!.collection !== m.collection);
  // "the customer ids of all accounts": a name before "id" names a key other records keep, not the records asked for;
  // the vote goes to the records keeping it
  const keyed = named.flatMap((m) => {
    const keeper = keyKeptElsewhere(ctx, m);
    return keeper ? [{ m, keeper }] : [];
  });
  const entities = modifiers.length || keyed.length ? named.filter((m) => !modifiers.includes(m) && !keyed.some((k) => k.m === m)) : named;
  const groupCount = countsPerGroup(ctx);
  const out: Proposal[] = modifiers.map((m) => ({
    collection: m.collection, gain: ENTITY_GAIN, rule: 'collection.modifies-next-name', confidence: 0.4, span: [m.from, m.to],
  }));
  for (const { m, keeper } of keyed) out.push({ collection: keeper, gain: REFERENCE_GAIN, rule: 'collection.keeps-named-key', confidence: 0.3, span: [m.from, m.to] });
  let askedAfterId = false;
  entities.forEach((m, k) => {
    const lead = ctx.tokens[m.from - 1]?.text ?? '';
    const lead2 = ctx.tokens[m.from - 2]?.text ?? '';
    const averaged = AVERAGE_WORDS.has(ctx.tokens[m.from - 3]?.text ?? '') || AVERAGE_WORDS.has(lead2);
    // in a count per group, "the most X" names the records counted ("categories with the most products"); so it does
    // after the records ranked are named, whether or not their key to group by was found ("which guild has the most
    // weavers")
    // ("the most 5-star ratings": past a value read as a filter)
    let past = m.from - 1;
    while (past > m.from - 1 - FILTERED_VALUE_TOKENS && ctx.roles[past] === 'filter') past--;
    const rankedLead = ctx.tokens[past]?.text ?? '';
    const rankedLead2 = ctx.tokens[past - 1]?.text ?? '';
    const rankedCount = (groupCount || k > 0) && (RECORD_COUNT_RANKING_WORDS.has(rankedLead) || (rankedLead === 'the' && RECORD_COUNT_RANKING_WORDS.has(rankedLead2)));
    // "the ward with the most nurses", where wards keep their nurses (or their number): the records
    // ranked are the ones named first, and they hold the count
    const ranked = k > 0 && rankingBefore(ctx, m.from);
    // "clubs with more than 9 members", where members keep their club's key: the records after a count threshold that
    // point at the records named before them are the ones counted (not records linked to them through a third)
    const thresholded = groupCount && k > 0 && thresholdRecordsEnd(ctx) === m.to && pointersAt(ctx, m.collection, entities[k - 1]!.collection).length > 0;
    const heldByRanked = (ranked || thresholded) && holdsCountOf(ctx, entities[k - 1]!.collection, m.collection);
    // "the history of vehicle 88": one record named by its id, nothing counted
    const counted = !averaged && !heldByRanked && !idFollows(ctx, m.to) && (COUNT_LEADS.has(lead) || COUNT_LEADS.has(lead2) || rankedCount || thresholded);
    const span: [number, number] = [m.from, m.to];
    const countHolder = k === 0 ? holderOfSortedCount(ctx, m) : undefined;
    if (countHolder) {
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: 'collection.counted-by-sorted-count', confidence: 0.3, span });
      out.push({ collection: countHolder, gain: FIRST_ENTITY_GAIN, rule: 'collection.holds-sorted-count', confidence: 0.6, span });
      return;
    }
    const grouped = groupKeyOfOthers(ctx, m, lead);
    if (grouped) {
      const beside = grouped.besideMeasure ? '+beside-measure' : '';
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: `collection.named-as-group-key${beside}`, confidence: 0.3, span });
      // "average late fee per book", loans keeping a bookId: the records grouped are the ones keeping the key
      const holder = ctx.owners.ownerOf.get(grouped.entry)!;
      if (holder !== m.collection) out.push({ collection: holder, gain: ENTITY_GAIN, rule: `collection.holds-group-key${beside}`, confidence: 0.5, span });
      // "total fee per berth" over a list naming the berth's id once, with the berths: the fees grouped are read where
      // they are kept, whichever records list the key
      else out.push({ collection: grouped.measureOwner!, gain: ENTITY_GAIN, rule: 'collection.holds-group-measure', confidence: 0.5, span });
      return;
    }
    const keeper = keeperOfNamedValueKey(ctx, m);
    if (keeper) {
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: 'collection.names-key-of-value', confidence: 0.3, span });
      out.push({ collection: keeper, gain: k === 0 ? FIRST_ENTITY_GAIN : ENTITY_GAIN, rule: 'collection.keeps-key-of-named-value', confidence: 0.6, span });
      return;
    }
    const labelled = lookupNamingGroupKey(ctx, m);
    if (labelled) {
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: 'collection.lookup-names-group-key', confidence: 0.3, span });
      out.push({ collection: labelled, gain: k === 0 ? FIRST_ENTITY_GAIN : ENTITY_GAIN, rule: 'collection.holds-group-key-of-lookup', confidence: 0.6, span });
      return;
    }
    // "visits by clinician 44": a record named by its id after a preposition, past the records asked about, only points
    // "customer 20931 scripts": records named right after another record's id are the ones asked about
    const recordsAfterId = k === 0 && idFollows(ctx, m.to) && entities[1]?.from === m.to + 1 && entities[1].collection !== m.collection;
    const reference = k === 0 && ((REFERENCE_LEADS.has(lead) && idFollows(ctx, m.to) && (ctx.mentions.some((f) => f.to <= m.from) || !!accumulatedField(ctx))) || recordsAfterId);
    const first = (k === 0 && !reference) || (k === 1 && askedAfterId);
    const pointing = reference && !recordsAfterId ? askedOfPointer(ctx, m) : undefined;
    if (pointing) {
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: 'collection.identified-reference', confidence: 0.3, span });
      out.push({ collection: pointing.owner, gain: ENTITY_GAIN, rule: `collection.asked-of-identified-record${pointing.unseen ? '+pointer-unseen' : ''}`, confidence: 0.6, span });
      return;
    }
    // "which depot is Ann Lee assigned to": the depot is where the person's record points; that record is asked for
    const person = k === 0 && m.to === m.from + 1 ? personAskedAbout(ctx, m) : undefined;
    if (person) {
      out.push({ collection: m.collection, gain: REFERENCE_GAIN, rule: 'collection.asked-of-named-person', confidence: 0.3, span });
      out.push({ collection: person, gain: FIRST_ENTITY_GAIN, rule: 'collection.named-person-asked-about', confidence: 0.6, span });
      return;
    }
    if (recordsAfterId) askedAfterId = true;
    out.push({ collection: m.collection, gain: first ? FIRST_ENTITY_GAIN : ENTITY_GAIN, rule: reference ? `collection.identified-reference${recordsAfterId ? '+records-after' : ''}` : m.via, confidence: first ? 0.9 : 0.6, span });
    if (!counted) return;
    // "the number of players in each team", where teams keep their players: the count is read where they are kept
    const holder = countsKeptElsewhere(ctx, m)
      ? entities.find((e) => e.collection !== m.collection && holdsCountOf(ctx, e.collection, m.collection)) : undefined;
    const junction = holder || !ctx.analysis.groupBy.length ? undefined : junctionOf(ctx, m.collection, saidKey(ctx, m.from, m.to), entities);
    // (a name right after a singular noun names that record: "tracks of the media type 'AAC'" reads that media type;
    // after a plural it is another record's, "clubs Ann Lee is in")
    const nameAfter = ctx.roles[m.to] === 'filter' && !isPluralWord(ctx.tokens[m.to - 1]!.text);
    const namedRecord = holder || junction || nameAfter ? undefined : namedRecordCounting(ctx, m.collection);
    if (holder) out.push({ collection: holder.collection, gain: COUNTED_GAIN, rule: 'collection.holds-counted-records', confidence: 0.7, span });
    else if (namedRecord) out.push({ collection: namedRecord, gain: FIRST_ENTITY_GAIN + COUNTED_GAIN, rule: 'collection.counted-for-named-record', confidence: 0.7, span });
    else if (junction) out.push({ collection: junction, gain: FIRST_ENTITY_GAIN + COUNTED_GAIN, rule: 'collection.links-counted-to-group', confidence: 0.7, span });
    else out.push({ collection: m.collection, gain: COUNTED_GAIN, rule: 'collection.counted', confidence: 0.9, span });
  });
  return out.concat(unnamedCountedJunction(ctx, entities));
}

/**
 * Each verb stem the words of exactly one collection's name carry ("screenings" → screen, `toolLoans` → loan), lookup
 * tables left out (they label events, never keep them); once per schema.
 */
const collectionsByStem = perSchema((_owners: FieldOwners, candidates: readonly string[]): ReadonlyMap<string, string | null> => {
  const byStem = new Map<string, string | null>();
  for (const c of candidates.filter((c) => !isLookupTable(c))) {
    for (const word of fieldWords(c.slice(c.lastIndexOf('.') + 1))) {
      const stem = derivationalStem(canonWord(word));
      byStem.set(stem, byStem.has(stem) && byStem.get(stem) !== c ? null : c);
    }
  }
  return byStem;
});

/**
 * "how many times was card C-12 swiped": the question counts occurrences, each one event the verb says (not:
 * "customers who ordered many times", a condition).
 */
const countsOccurrences = (ctx: EngineContext): boolean =>
  ctx.tokens.some((t, i) => OCCURRENCE_NOUNS.has(t.text) && COUNT_QUESTION.every((w, n) => ctx.tokens[i - COUNT_QUESTION.length + n]?.text === w));

/**
 * "which tool was borrowed the most times", "passes sold per pass type", "units sold of product 9": the records counted
 * or accumulated are the events the verb says, kept in the one collection named by the verb's event (`toolLoans`,
 * `Pass_Sales`) or else keeping the date of it (`borrowedAt`, `sold_at`), whichever records the question names.
 */
function eventVerbProposals(ctx: EngineContext, candidates: readonly string[]): Proposal[] {
  const { operation, groupBy, metric } = ctx.analysis;
  // "the pages transcribed by TR-40": a question listing records reads the events of a verb whose doer is identified
  const listing = !operation;
  if (!listing && (operation === '$count' ? !groupBy.length && !countsOccurrences(ctx) : !metric)) return [];
  const byStem = collectionsByStem(ctx.owners, candidates);
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    const next = ctx.tokens[i + 1]?.text ?? '';
    // a list reads only a verb whose doer follows "by", or whose source or occasion follows as an identified record
    // ("fired in kiln 12", "sung during service 88"): the other words are not looked at
    const sourceLead = next !== 'by' && EVENT_SOURCE_LEADS.has(next);
    if (listing && next !== 'by' && !sourceLead) continue;
    const noun = IRREGULAR_EVENT_NOUNS.get(t.text);
    // most words are no event noun or participle: the reading around the word is only looked at for one that is
    if (t.kind !== 'word' || (!noun && !PAST_PARTICIPLE_FORM.test(t.text))) continue;
    const fromIdentified = sourceLead && identifiedRecordAt(ctx, i + 2);
    if (listing && next !== 'by' && !fromIdentified) continue;
    // "ordered by rating" orders, "grouped by" groups; "plans started in May", a participle after records named with
    // no object of its own ("the most", "a"), says which of them are read
    const modifiesNamed = !!collectionMentionAt(ctx, i - 1) && !OBJECT_DETERMINERS.has(next) && !RANKING_WORDS.has(next);
    const byIdentified = next === 'by' && idFollows(ctx, i + 2);
    if ((next === 'by' && !byIdentified) || (listing && !byIdentified && !fromIdentified) || collectionMentionAt(ctx, i) || modifiesNamed) continue;
    const named = byStem.get(derivationalStem(noun ? canonWord(noun) : t.text)) ?? (PAST_AFTER_E.test(t.text) ? byStem.get(shortVerbStem(t.text)) : undefined);
    const field = named ? undefined : fromIdentified ? eventLeafOf(ctx, i) : eventFieldOf(eventFields(ctx.index), canonWord(t.text));
    const event = named ?? (field && ctx.owners.ownerOf.get(field));
    // (rule: participle-modifies-measure) "total poured volume": a participle right before the measure accumulated says
    // which measure it is, no event counted, when the verb's event is kept elsewhere than the measure; "average logged
    // speed", logged where the speed is, reads those events ("units sold" names its event after the noun)
    const measured = metric ? mentionStartingAt(ctx, i + 1) : undefined;
    if (measured?.entry.name === metric && event !== ctx.owners.ownerOf.get(measured.entry)) continue;
    const rule = fromIdentified ? 'collection.event-verb-of-identified' : !listing ? 'collection.event-verb-counted' : 'collection.event-verb-by-identified';
    if (event) return [{ collection: event, gain: FIRST_ENTITY_GAIN + COUNTED_GAIN, rule, confidence: 0.6, span: [i, i + 1] }];
  }
  return [];
}

/**
 * The stem of a short verb's past in -ed written after its final e ("fired" → fir, as `fire_logs` says it), which
 * derivationalStem leaves whole as too short to strip.
 */
const shortVerbStem = (word: string): string => derivationalStem(word.slice(0, -1));
/** A past in -ed whose stem before "ed" is too short for derivationalStem to strip ("fired", "timed"). */
const PAST_AFTER_E = /^[a-z]{1,3}ed$/;

/** Words before the record an event came from or happened in: a reference's leads, and "during" its occasion. */
const EVENT_SOURCE_LEADS: ReadonlySet<string> = new Set([...REFERENCE_LEADS, 'during']);

/** Whether a collection's record named by its id starts at token `at` ("kiln 12", "service #88"). */
function identifiedRecordAt(ctx: EngineContext, at: number): boolean {
  const m = collectionMentionAt(ctx, at);
  return !!m && m.from === at && idFollows(ctx, m.to);
}

/** Event-named date leaves (`opened_date`, `Expiry_Date`), once per schema: the prefix reading below walks them. */
const eventLeaves = perSchema((index: FieldIndex): readonly FieldEntry[] => [...new Set(eventFields(index).values())]);

/**
 * The date leaf a verb's event is recorded in: by its event noun ("bought" → `purchaseDate`), by its word or stem
 * ("opened" → `opened_date`), else the one event leaf whose event word starts with the verb's stem ("expire" →
 * `Expiry_Date`).
 */
function eventLeafOf(ctx: EngineContext, at: number): FieldEntry | undefined {
  const t = ctx.tokens[at]!;
  const noun = IRREGULAR_EVENT_NOUNS.get(t.text);
  const word = noun ? canonWord(noun) : t.canon;
  const found = eventFieldOf(eventFields(ctx.index), word);
  if (found) return found;
  const stem = derivationalStem(word);
  if (stem.length < MIN_EVENT_STEM) return undefined;
  // ("certifications" by `certified_on`: a noun in -ication is its verb's in -y, the -ied of its past written with the i)
  const verbStem = stem.replace(ICATION_STEM, 'i');
  const begins = (word: string): boolean => word.startsWith(stem) || (verbStem.length > MIN_EVENT_STEM && word.startsWith(verbStem));
  const started = eventLeaves(ctx.index).filter((e) => begins(fieldWordsOf(e)[0]!));
  return started.length === 1 ? started[0] : undefined;
}
/** The stem of a noun in -ication ("certificat", "verificat"), as the verb in -y/-ify it names is written before -ied. */
const ICATION_STEM = /icat$/;
/** Fewest letters of a verb's stem read as the start of an event field's word. */
const MIN_EVENT_STEM = 4;

/**
 * "what was opened in Q1 2023", "licences expiring during 2027", "passes bought in March": a verb followed by when
 * it happened names the event whose date the time frame reads; with no collection named before it, the records are
 * those keeping that date (collection.dated-event-verb), as a named field would say, but more strongly.
 */
function datedEventProposals(ctx: EngineContext): Proposal[] {
  if (!ctx.roles.includes('time')) return [];
  const byStem = collectionsByStem(ctx.owners, ctx.collections);
  for (let i = 0; i < ctx.tokens.length - 1; i++) {
    const t = ctx.tokens[i]!;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    let k = i + 1;
    while (k < i + 1 + MAX_DATED_EVENT_LEADS && DATED_EVENT_LEADS.has(ctx.tokens[k]?.text ?? '')) k++;
    if (ctx.roles[k] !== 'time') continue;
    if (ctx.collectionMentions.some((m) => m.from < i)) return [];
    const noun = IRREGULAR_EVENT_NOUNS.get(t.text);
    const named = byStem.get(derivationalStem(noun ? canonWord(noun) : t.text));
    const field = named ? undefined : eventLeafOf(ctx, i);
    const event = named ?? (field && ctx.owners.ownerOf.get(field));
    if (event) return [{ collection: event, gain: ENTITY_GAIN, rule: 'collection.dated-event-verb', confidence: 0.55, span: [i, i + 1] }];
  }
  return [];
}

/** The last two segments of a path: what an embedded record and its copies elsewhere have in common. */
function tailOf(entry: FieldEntry): string {
  const last = entry.name.lastIndexOf('.');
  return entry.name.slice(last <= 0 ? 0 : entry.name.lastIndexOf('.', last - 1) + 1);
}

/** Whether a copied field's records lie under the records their list's name begins with ("Riders.Rider_Teams.since"). */
function underFirstSide(entry: FieldEntry): boolean {
  const segments = entry.name.split('.');
  const list = segments.at(-2);
  const holder = segments.at(-3);
  if (!list || !holder) return false;
  const first = fieldWords(list)[0];
  const held = fieldWords(holder).at(-1);
  return !!first && !!held && canonWord(first) === canonWord(held);
}

/**
 * The same embedded records copied into several collections ("Orders.Items" and a top-level "Items"), whichever order
 * the caller lists the fields in: each copy stands for the deepest one (records nested under their parent's, the
 * copy the others were made from), among equally deep ones the copy under the records its list's name begins with
 * (a link list `Riders_Teams` under `Riders`), then the copy kept by the collection the caller lists first
 * (rule: copy-by-depth); once per schema.
 */
const keptCopies = perSchema((owners: FieldOwners, index: FieldIndex, collections: readonly string[]): ReadonlyMap<FieldEntry, FieldEntry> => {
  const byTail = new Map<string, FieldEntry[]>();
  for (const e of index.entries.filter(isEmbedded)) {
    const tail = tailOf(e);
    const copies = byTail.get(tail);
    if (copies) copies.push(e);
    else byTail.set(tail, [e]);
  }
  const placeOf = (e: FieldEntry): number => {
    const at = collections.indexOf(owners.ownerOf.get(e) ?? '');
    return at < 0 ? Infinity : at;
  };
  const kept = new Map<FieldEntry, FieldEntry>();
  for (const copies of byTail.values()) {
    if (copies.length < 2) continue;
    const best = [...copies].sort((a, b) => b.depth - a.depth || Number(underFirstSide(b)) - Number(underFirstSide(a)) || placeOf(a) - placeOf(b))[0]!;
    for (const e of copies) kept.set(e, best);
  }
  return kept;
});

/** The copy an embedded field stands for (see keptCopies). */
const keptCopy = (ctx: EngineContext, entry: FieldEntry): FieldEntry => keptCopies(ctx.owners, ctx.index, ctx.collections).get(entry) ?? entry;

/**
 * "the name and description of kiln code K2" where every lookup table keeps a `<thing>_name` and a
 * `<thing>_description`: a word read only as the ending of top-level fields several collections keep votes for the
 * first of them the question names otherwise (by its name or by another field); else for the owner of its reading.
 */
function endingOwner(ctx: EngineContext, m: FieldMention, owner: string, owners: FieldOwners): string {
  if (m.kind !== 'suffix' || isEmbedded(m.entry)) return owner;
  const holders = new Set<string | undefined>([owner]);
  for (const a of m.alternatives) if (a.kind === 'suffix' && !isEmbedded(a.entry)) holders.add(owners.ownerOf.get(a.entry));
  if (holders.size < 2) return owner;
  const named = [
    ...ctx.collectionMentions.map((c) => ({ from: c.from, collection: c.collection })),
    ...ctx.mentions.filter((o) => o.kind !== 'suffix').map((o) => ({ from: o.from, collection: owners.ownerOf.get(o.entry) })),
  ].filter((n) => holders.has(n.collection)).sort((a, b) => a.from - b.from);
  return named[0]?.collection ?? owner;
}

/**
 * "the users who wrote reviews" beside `useracct`: a word naming no collection by itself, said where a one-word
 * collection name writes it before a clipped noun, names that collection's records (see clippedCompoundHeads); not
 * inside a field's name ("the average user rating", user_rating), which names that field.
 */
function compoundHeadProposals(ctx: EngineContext): Proposal[] {
  const heads = clippedCompoundHeads(ctx.owners, ctx.collections);
  if (!heads.size) return [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    const collection = t.kind === 'word' ? heads.get(t.canon) : undefined;
    if (collection && !collectionMentionAt(ctx, i) && !mentionAt(ctx, i)) return [{ collection, gain: ENTITY_GAIN, rule: 'collection.head-of-clipped-compound', confidence: 0.6, span: [i, i + 1] }];
  }
  return [];
}

/**
 * "everything with fault F-22", no collection named: a value read for a lookup table's own code, in a question asking
 * for records of any kind, picks the records keeping a copy of that code (see copyKeeper), not the lookup's entry
 * ("the text of fault F-22" asks for that entry).
 */
function lookupValueKeeperProposals(ctx: EngineContext): Proposal[] {
  // ("what does fault F-22 mean" asks for the lookup's entry: see meaningProposals)
  if (ctx.collectionMentions.length || asksMeaning(ctx)) return [];
  for (const item of ctx.evidence.get('filters')?.items ?? []) {
    const entry = item.text && item.span ? ctx.index.byName.get(item.text) : undefined;
    const keeper = entry && asksOtherRecords(ctx, item.span![0]) ? copyKeeper(ctx, entry) : undefined;
    if (keeper) return [{ collection: keeper, gain: ENTITY_GAIN, rule: 'collection.keeps-code-of-lookup-value', confidence: 0.5, span: item.span }];
  }
  return [];
}

/** Each stored count field with the collection whose records it counts (`bookingCount` → bookings), once per schema. */
const countedCollections = perSchema((_owners: FieldOwners, index: FieldIndex, candidates: readonly string[]): ReadonlyMap<FieldEntry, string> => {
  const counted = new Map<FieldEntry, string>();
  for (const c of candidates) {
    const field = countFieldFor(index, c);
    if (field && !counted.has(field)) counted.set(field, c);
  }
  return counted;
});

/**
 * "booking count per status" beside a stored `bookingCount`: a question counting records, nothing accumulated and the
 * count field neither filtered, grouped nor sorted on, counts the records the field's name says; undefined otherwise.
 */
function countedByStoredCount(ctx: EngineContext, entry: FieldEntry): string | undefined {
  const { operation, metric, filters, groupBy, sort } = ctx.analysis;
  if (operation !== '$count' || metric || entry.name in filters || entry.name in sort || groupBy.includes(entry.name)) return undefined;
  return countedCollections(ctx.owners, ctx.index, candidatesOf(ctx.owners, ctx.collections).candidates).get(entry);
}

/**
 * Whether records are counted per group by a key kept in the embedded records a mention names, as a whole or by their
 * id (`services`, read as `services.service_id`, beside the key `services.technician_id`), that points at a collection
 * (a status code kept there is a value of theirs, no other records').
 */
function countsEmbeddedByOwnKey(ctx: EngineContext, entry: FieldEntry): boolean {
  if (!countsPerGroup(ctx) || !(entry.children.length || isIdField(entry))) return false;
  const records = entry.children.length ? entry.name : parentPath(entry.name);
  const pointer = (key: FieldEntry | undefined) => !!key && ctx.collections.some((c) => pointsAt(ctx, key, c));
  return records !== '' && ctx.analysis.groupBy.some((g) => g !== entry.name && parentPath(g) === records && pointer(ctx.index.byName.get(g)));
}

/** Fields the question names vote for the collection they live in: embedded ones more, names that name it next. */
function fieldProposals(ctx: EngineContext, owners: FieldOwners): Proposal[] {
  const out: Proposal[] = [];
  for (const m of ctx.mentions) {
    const embedded = isEmbedded(m.entry);
    const owner = owners.ownerOf.get(embedded ? keptCopy(ctx, m.entry) : m.entry) ?? owners.ownerOf.get(m.entry);
    if (!owner || collectionMentionAt(ctx, m.from)) continue;
    const counted = countedByStoredCount(ctx, m.entry);
    if (counted) {
      out.push({ collection: counted, gain: ENTITY_GAIN, rule: 'collection.counts-records-of-count-field', confidence: 0.6, span: [m.from, m.to] });
      continue;
    }
    const voted = endingOwner(ctx, m, owner, owners);
    // "which technician did the most services" grouped by `services.technician_id`: the embedded records named are the ones
    // counted, each by its own pointer to the group, so the count runs over the records embedding them
    if (countsEmbeddedByOwnKey(ctx, m.entry)) {
      out.push({ collection: voted, gain: COUNTED_GAIN + EMBEDDED_FIELD_GAIN, rule: 'collection.embeds-counted-records', confidence: 0.7, span: [m.from, m.to] });
      continue;
    }
    const rule = embedded ? 'collection.embeds-named-field' : voted !== owner ? 'collection.shared-ending-of-named' : 'collection.owns-named-field';
    out.push({
      collection: voted, gain: embedded ? EMBEDDED_FIELD_GAIN : owners.naming.has(m.entry) ? NAMING_FIELD_GAIN : FIELD_GAIN,
      rule, confidence: 0.5, span: [m.from, m.to],
    });
  }
  return out;
}

/**
 * "total amount invoiced last month" where `amount` was read from a measure word, not named: the field accumulated
 * still lives in one collection, which it votes for like a named field.
 */
function metricProposals(ctx: EngineContext, owners: FieldOwners): Proposal[] {
  const metric = ctx.analysis.metric ? ctx.index.byNorm.get(normName(ctx.analysis.metric)) : undefined;
  if (!metric || ctx.mentions.some((m) => m.entry === metric)) return [];
  const owner = owners.ownerOf.get(keptCopy(ctx, metric));
  return owner ? [{ collection: owner, gain: FIELD_GAIN, rule: 'collection.owns-accumulated-field', confidence: 0.5 }] : [];
}

/**
 * "who was prescribed metformin", "show PT-004512", "count by status": a field the analysis reads that the question
 * does not name as one (a value's field, a group key, a sort key) still tells whose records are asked for, like the
 * field named would.
 */
function usedFieldProposals(ctx: EngineContext, owners: FieldOwners): Proposal[] {
  // a group key naming a collection points at it, and a list naming each field once keeps it wherever it came first
  // (pushed one by one: most questions use no field, and three arrays spread into a fourth were made for each)
  const used: Array<readonly [string, string]> = [];
  // (keys walked with `for…in`, not listed into an array: filters and sort are plain objects with no inherited keys)
  for (const f in ctx.analysis.filters) used.push([f, 'collection.owns-filtered-field']);
  for (const f of ctx.analysis.groupBy) if (!ctx.owners.naming.has(ctx.index.byName.get(f)!)) used.push([f, 'collection.owns-grouped-field']);
  for (const f in ctx.analysis.sort) used.push([f, 'collection.owns-sorted-field']);
  const out: Proposal[] = [];
  if (!used.length) return out;
  const voted = new Set<FieldEntry>();
  for (const [field, rule] of used) {
    const entry = ctx.index.byName.get(field);
    // a field named where no collection is named has voted already (fieldProposals)
    if (!entry || voted.has(entry) || ctx.mentions.some((m) => m.entry === entry && !collectionMentionAt(ctx, m.from))) continue;
    voted.add(entry);
    // a code kept beside its description (a lookup's key, `grade_code` by `grade_description`) is held by every
    // collection that refers to it: its lookup is not whose records are asked for
    if (rule === 'collection.owns-filtered-field' && isLookupCode(ctx.index, entry)) continue;
    // a sort key is read under the records the question ranks: it votes where the copy read is kept
    // (rule: sort-key-copy-read)
    const owner = owners.ownerOf.get(rule === 'collection.owns-sorted-field' ? entry : keptCopy(ctx, entry));
    if (owner) out.push({ collection: owner, gain: isEmbedded(entry) ? EMBEDDED_FIELD_GAIN : FIELD_GAIN, rule, confidence: 0.5 });
  }
  return out;
}

const REFERENCE_RULE = 'collection.referenced-by-id-fields';

/** Whether some document embeds a list of records: a field under a plural path holding a key of its own. */
const embedsRecords = perSchema((index: FieldIndex): boolean => index.entries.some((e) => e.depth > 1 && isIdField(e)));

/**
 * Collections other records point at through `<entity>_id` fields are likely subjects. The schema alone decides them:
 * read once per schema (keyed by its owners, beside its index and candidates), and only read by the stage.
 */
const referenceProposals = perSchema((_owners: FieldOwners, index: FieldIndex, candidates: readonly string[]): readonly Proposal[] => {
  const referenced = referencedKeys(index);
  return candidates.flatMap((c) => {
    const refs = referenced.get(collectionKey(c)) ?? 0;
    return refs ? [{ collection: c, gain: Math.min(refs, 2) * REFERENCE_GAIN, rule: REFERENCE_RULE, confidence: 0.3 }] : [];
  });
});

/** Whether words a field mention covers also name a collection ("orders total" read as `order_total` still says the orders). */
function collectionSaidInField(ctx: EngineContext): boolean {
  for (const m of ctx.mentions) {
    for (let from = m.from; from < m.to; from++) {
      let key = '';
      for (let to = from; to < m.to; to++) if (ctx.collectionKeys.has(key += ctx.tokens[to]!.canon)) return true;
    }
  }
  return false;
}

/**
 * "show sapling TR-0412" beside `tree_code` where the key is listed once, with other records than the trees: with
 * no records named (or named by a word no collection's name says), an identifier read as the value of a top-level field
 * whose words name one collection picks out that collection's record, whichever collection the list kept the field
 * under. Not after a word leading a reference ("trees at OR-07" counts trees, not orchards), nor when a collection's
 * name is said inside a field mention ("CU-0412 orders total" asks for the orders).
 */
function keyNamedRecordProposals(ctx: EngineContext, candidates: readonly string[]): Proposal[] {
  if (ctx.collectionMentions.length) return [];
  const out: Proposal[] = [];
  for (const item of ctx.evidence.get('filters')?.items ?? []) {
    const at = item.span?.[0];
    const entry = item.text ? ctx.index.byName.get(item.text) : undefined;
    if (at === undefined || !entry || entry.depth > 1 || !idFollows(ctx, at) || REFERENCE_LEADS.has(ctx.tokens[at - 1]?.text ?? '')) continue;
    const named = candidates.filter((c) => namesCollection(entry, c));
    if (named.length === 1 && !collectionSaidInField(ctx)) out.push({ collection: named[0]!, gain: ENTITY_GAIN, rule: 'collection.identified-by-named-key', confidence: 0.5, span: [at, item.span![1]] });
  }
  return out;
}

/** Every word asksMeaning reads: one look-up passes over the others. */
const MEANING_CUES: ReadonlySet<string> = new Set([...DO_VERBS, ...MEANING_VERBS, MEANING_AFTER_DO, ...STAND_FOR[0]]);

/** Whether the question asks what something means ("what does X mean", "which code stands for X"). */
function asksMeaning(ctx: EngineContext): boolean {
  const { tokens } = ctx;
  let did = false;
  // a plain loop: it runs on every request
  for (let i = 0; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (!MEANING_CUES.has(text)) continue;
    did ||= DO_VERBS.has(text);
    if (MEANING_VERBS.has(text) || (did && text === MEANING_AFTER_DO) || (STAND_FOR[0].has(text) && tokens[i + 1]?.text === STAND_FOR[1])) return true;
  }
  return false;
}

/**
 * "what does status RFD mean", "which genre code stands for Horror": a question about what a code or label means
 * reads the one lookup table whose thing the question names (statusCodes, Ref_Genres), not the records using it.
 */
function meaningProposals(ctx: EngineContext, candidates: readonly string[]): Proposal[] {
  if (!asksMeaning(ctx)) return [];
  const lookups = candidates.filter(isLookupTable);
  const said = spokenCanons(ctx);
  const named = lookups.filter((c) => {
    const thing = lookupThingWords(c);
    return thing.length > 0 && said.has(thing.at(-1)!);
  });
  return named.length === 1 ? [{ collection: named[0]!, gain: FIRST_ENTITY_GAIN + COUNTED_GAIN, rule: 'collection.lookup-asked-meaning', confidence: 0.7 }] : [];
}

/** The one collection whose records are people, if exactly one is; once per schema. */
const onlyPeople = perSchema((_owners: FieldOwners, candidates: readonly string[]): string | undefined => {
  const people = [...new Set(candidates.filter(namesPeople))];
  return people.length === 1 ? people[0] : undefined;
});

/**
 * "who's taking drug D-12?", naming no collection nor field (but in a value read): a question asking who asks for people, the records of the
 * one collection of people, when it reads a value and none it reads is kept by other records (not: "who directed
 * Alien", a film's title; "who wrote Dune" with no value read).
 */
function whoProposals(ctx: EngineContext, candidates: readonly string[]): Proposal[] {
  if (!PERSON_QUESTION_WORDS.has(ctx.tokens[0]?.text ?? '') || ctx.collectionMentions.length || ctx.mentions.some((m) => ctx.roles[m.from] !== 'filter')) return [];
  const people = onlyPeople(ctx.owners, candidates);
  const keptElsewhere = (field: string): boolean => {
    const entry = ctx.index.byName.get(field);
    const owner = entry && ctx.owners.ownerOf.get(entry);
    return !!owner && owner !== people;
  };
  const read = Object.keys(ctx.analysis.filters);
  return people && read.length && !read.some(keptElsewhere) ? [{ collection: people, gain: ENTITY_GAIN, rule: 'collection.who-asks-for-people', confidence: 0.5, span: [0, 1] }] : [];
}

/** How many fields each collection's documents hold, as ownership reads the list; once per schema. */
export const fieldsHeld = perSchema((owners: FieldOwners): ReadonlyMap<string, number> => {
  const held = new Map<string, number>();
  for (const owner of owners.ownerOf.values()) held.set(owner, (held.get(owner) ?? 0) + 1);
  return held;
});

/** The named collections, where each stands last in the caller's list, and each once in its first place; once per schema. */
const candidatesOf = perSchema((_owners: FieldOwners, collections: readonly string[]) => {
  const candidates = collections.filter((c): c is string => typeof c === 'string' && c.length > 0);
  const order = new Map<string, number>();
  candidates.forEach((c, i) => order.set(c, i));
  // each candidate once, in the caller's order (a repeated name at its last place): the order ties keep
  const inOrder = [...new Set(candidates)].sort((a, b) => order.get(a)! - order.get(b)!);
  return { candidates, order, inOrder };
});

/**
 * collection: every candidate ranked by evidence. Named collections score most, then the fields the question names
 * (an embedded entity's most), then being pointed at by id fields. Ties keep the caller's order.
 */
export function collectionStage(ctx: EngineContext): void {
  const { candidates, order, inOrder } = candidatesOf(ctx.owners, ctx.collections);
  if (!candidates.length) return;
  // joined by concat, not spread: a spread walks each list through an iterator, on every request
  const proposals = entityProposals(ctx).concat(fieldProposals(ctx, ctx.owners), metricProposals(ctx, ctx.owners), usedFieldProposals(ctx, ctx.owners), referenceProposals(ctx.owners, ctx.index, candidates), meaningProposals(ctx, candidates), eventVerbProposals(ctx, candidates), datedEventProposals(ctx), whoProposals(ctx, candidates), compoundHeadProposals(ctx), keyNamedRecordProposals(ctx, candidates), lookupValueKeeperProposals(ctx));
  // a candidate no proposal voted for scores 0
  const score = new Map<string, number>();
  for (const p of proposals) {
    if (!order.has(p.collection)) continue;
    score.set(p.collection, (score.get(p.collection) ?? 0) + p.gain);
    propose(ctx, { member: 'collection', apply: 'note', confidence: p.confidence, rule: p.rule, span: p.span, text: p.collection });
  }
  // a stable sort of candidates already in the caller's order keeps that order among ties; with no score, none to sort
  let ranked = score.size ? inOrder.slice().sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0)) : inOrder.slice();
  let rule = 'collection.ranked-by-evidence';
  // being pointed at is a prior of flat tables; where documents embed lists of records and the question used nothing,
  // or where nothing spoke for any candidate, the document holding the most fields (as a rule the one embedding the
  // records asked about) is the likelier subject, the prior then the caller's order breaking ties; the rule says which
  // decided, so a tie broken by the caller's order is not dressed up as evidence
  const spoken = proposals.some((p) => p.rule !== REFERENCE_RULE && order.has(p.collection));
  if ((!spoken && embedsRecords(ctx.index)) || (score.get(ranked[0]) ?? 0) === 0) {
    const held = fieldsHeld(ctx.owners);
    const by = (tally: ReadonlyMap<string, number>, a: string, b: string): number => (tally.get(b) ?? 0) - (tally.get(a) ?? 0);
    ranked = ranked.sort((a, b) => by(held, a, b) || by(score, a, b) || order.get(a)! - order.get(b)!);
    const [top, next = ''] = ranked;
    rule = by(held, top!, next) < 0 ? 'collection.no-evidence-richest-document' : by(score, top!, next) < 0 ? 'collection.no-evidence-most-referenced' : 'collection.no-evidence-caller-order';
  }
  propose(ctx, { member: 'collection', apply: 'replace', value: ranked, confidence: 0.1, rule, text: ranked[0] });
  const keys = ctx.analysis.groupBy;
  if (!keys.length) return;
  const pointer = pointerToGroupedRecords(ctx, ranked[0]!);
  if (pointer) {
    propose(ctx, { member: 'groupBy', apply: 'replace', value: [pointer.name], confidence: 0.85, rule: 'groupBy.pointer-in-queried-collection', text: ranked[0] });
    return;
  }
  const read = keys.map((key) => keyInQueried(ctx, key, ranked[0]!) ?? key);
  if (read.some((key, k) => key !== keys[k])) propose(ctx, { member: 'groupBy', apply: 'replace', value: read, confidence: 0.85, rule: 'groupBy.key-in-queried-collection', text: ranked[0] });
}

/**
 * "which kiln was fired the most" counted in firings that keep a `kiln_ref`: records grouped one group per record of
 * another collection (by the document key) are grouped, on the collection queried, by the one key its documents keep
 * pointing at those records; undefined when they keep none or several.
 */
function pointerToGroupedRecords(ctx: EngineContext, queried: string): FieldEntry | undefined {
  const { groupBy } = ctx.analysis;
  if (groupBy.length !== 1 || groupBy[0] !== DOCUMENT_KEY) return undefined;
  const from = ctx.evidence.get('groupBy')?.items.find((item) => item.span)?.span?.[0];
  const grouped = from === undefined ? undefined : collectionMentionAt(ctx, from)?.collection;
  if (!grouped || grouped === queried) return undefined;
  const pointers = pointersAt(ctx, queried, grouped);
  return pointers.length === 1 ? pointers[0] : undefined;
}

/**
 * A query runs on one collection and groups by what its documents hold: a group key another collection embeds
 * (`shipments.carrier` of warehouses) is read, on the collection queried, as the one copy its documents embed under
 * the same path (`stores.shipments.carrier` inside each region).
 */
function keyInQueried(ctx: EngineContext, key: string, queried: string): string | null {
  const entry = ctx.index.byName.get(key);
  const owner = entry && ctx.owners.ownerOf.get(entry);
  // a top-level key (an entity's own id, an attribute listed once for several collections) is left to a join
  // (a key whose collection is unknown is not known to be another's)
  if (!entry || entry.depth === 1 || (owner ?? queried) === queried) return null;
  return nestedCopies(ctx.owners, ctx.index).get(key)?.get(queried) ?? null;
}

/**
 * For each path a field ends with (`shipments.carrier` of `stores.shipments.carrier`), by the collection owning the
 * field: the one such field, or null when it holds two (which copy a key means is then left unread).
 */
const nestedCopies = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, ReadonlyMap<string, string | null>> => {
  const copies = new Map<string, Map<string, string | null>>();
  for (const e of index.entries) {
    const owner = owners.ownerOf.get(e);
    if (!owner) continue;
    for (let dot = e.name.indexOf('.'); dot >= 0; dot = e.name.indexOf('.', dot + 1)) {
      const tail = e.name.slice(dot + 1);
      const byOwner = copies.get(tail) ?? new Map<string, string | null>();
      copies.set(tail, byOwner);
      setWhileUnique(byOwner, owner, e.name);
    }
  }
  return copies;
});
