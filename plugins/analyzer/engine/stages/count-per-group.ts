import { phraseMatcher, type CollectionMention, type EngineContext, type Token } from '../context.ts';
import { enclosingNoun, endsWithWords, isCountField, isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import {
  AGENT_NOUN_ENDINGS, AGENT_VERBS, CLAUSE_BREAKS, RESULT_NOUNS, COMPARISON_PHRASES, COUNT_NOUNS, FIGURE_DETERMINERS, LIST_CONNECTORS, RECORD_COUNT_PHRASES, SORT_PHRASES, PLURAL_QUANTIFIERS, COUNT_RANKING_WORDS, DISTINCTNESS_WORDS, DIVERSITY_WORDS, FREQUENCY_WORDS, KEY_SUFFIXES, POPULATION_PREPOSITIONS, RECORD_COUNT_RANKING_WORDS, STOP_WORDS, SUPERLATIVES, TIME_UNITS,
} from '../lexicon/words.ts';
import { ADVERBIAL_ACCUMULATOR_LEADS, GENERIC_PERSON_NOUNS, ARTICLE_QUANTITIES, BARE_COUNT_RANGE_JOINERS, COUNT_RANGE_JOINERS, COUNT_RANGE_OPENERS, EXACT_COUNT_ADVERBS, GROUP_NOUN_OPENERS, ID_WORDS, KIND_FIELD_WORDS, LIMIT_BY_GAP, MAJORITY_ADJECTIVES, MAJORITY_NOUNS, OCCURRENCE_NOUNS, PRESENCE_NOUNS, REPETITION_ADVERBS, ROLE_LEADS, TALLY_NOUNS, UNMARKED_PLURALS, VALUE_UNITS } from '../lexicon/grouping.ts';
import { COUNTED_UNITS, saysCapacityAt, UNIT_ATTRIBUTES } from '../lexicon/attributes.ts';
import { collectionEndingAt, collectionMentionAt, holdsRecords, mentionAt, mentionEndingAt, mentionStartingAt } from '../mentions.ts';
import { derivationalStem, normName, PARTICIPLE_FORM, PAST_PARTICIPLE_FORM } from '../text.ts';
import { isKindNoun, kindFieldAt } from './kind-key.ts';
import { isPluralWord, keepsQuantity } from '../field-kinds.ts';
import { derivedNounField, describedAttributeField } from './sort.ts';
import { impliedField } from './filters/field-resolver.ts';
import { measuredAttributeField } from './unnamed-metric.ts';
import { collectionKey, countFieldFor, isLookupTable, linkFieldFor, lookupThingWords, namesCollection, namesPeople } from '../ownership.ts';
import { perSchema } from '../schema-memo.ts';
import { referenceKeyFor, subjectsNounPointer } from './reference-key.ts';
import { FILTERED_VALUE_TOKENS, PERSON_QUESTION_WORDS } from '../lexicon/function-words.ts';
import { addToEachList, addToList, setWhileUnique } from '../multimap.ts';

/** A grouping the question asks for, not yet committed: the group key, the words that gave it, and why. */
export interface GroupProposal {
  readonly key: string;
  readonly span: readonly [number, number];
  readonly rule: string;
  /** a count threshold given as a range ("between 2 and 4 kennels"), however its group was found: both numbers are the count */
  readonly countRange?: boolean;
}

/**
 * Records a phrase names to count: where the phrase ends, whether a field already stores their number, and whether
 * the schema names them at all (an unnamed noun: "the most attendees").
 */
interface Records {
  readonly to: number;
  readonly stored: boolean;
  readonly unnamed: boolean;
  /** how the records were read when not by their own noun (appended to the rule) */
  readonly via?: string;
}

/**
 * A noun naming the groups: the key, where the noun starts, and whether it names an entity the schema keeps records
 * of (a collection), not a value of records. Unnamed things compared per entity are as likely a stored value ("cabins
 * with more than 4 bunks") as records, so only a value's groups count them, unless a superlative ranks them (countsUnnamed).
 */
interface GroupNoun {
  readonly key: string;
  readonly from: number;
  readonly entity: boolean;
  /** how the key was found, when not by a field or collection the words name (appended to the rule) */
  readonly via?: string;
}

/** A grouping by a group noun's key: the rule, plus how the key was found when the words named no field or collection. */
const groupedBy = (group: { key: string; via?: string }, span: [number, number], rule: string): GroupProposal => ({ key: group.key, span, rule: rule + (group.via ?? '') });

/** Words before counted things that tell them apart ("at least two *different* guides"). */
const DISTINCT_COUNT_WORDS: ReadonlySet<string> = new Set([...DIVERSITY_WORDS, ...DISTINCTNESS_WORDS]);

/** Words at most between a group noun and a count of things the schema does not name ("depots *that run* more than one …"). */
const UNNAMED_GAP = 4;

/**
 * Whether a group noun counts things the schema does not name: a value of records (not an entity, see GroupNoun;
 * `entityToo` lets an entity count them too: "the hangar with the most gliders" ranks hangars by how many they have,
 * where "hangars with more than 4 doors" compares a value), said just before the count, and neither it nor the words
 * up to the count a condition ("cabins priced over 90 that sleep more than three hikers").
 */
function countsUnnamed(ctx: EngineContext, group: GroupNoun & { readonly to: number }, at: number, entityToo = false, gap = UNNAMED_GAP): boolean {
  if ((group.entity && !entityToo) || at - group.to > gap) return false;
  for (let k = group.from; k < at; k++) if (ctx.roles[k] === 'filter') return false;
  return true;
}

/**
 * "the hangar with the most gliders": an entity ranked by how many unnamed things it has counts them, unless the noun
 * names a stored measure ("the most residents" where `population` exists, "the most stories" with `floor_count`).
 */
const countsUnnamedRanked = (ctx: EngineContext, group: GroupNoun & { readonly to: number }, at: number, noun: number): boolean =>
  countsUnnamed(ctx, group, at, true) && !measuredAttributeField(ctx, noun) && !storedUnitAttribute(ctx, noun);

/**
 * The stored attribute a unit or a counting noun at `at` names ("the most residents" where `population` exists, "more
 * than 40 berths" beside `capacity`), or null.
 */
const storedUnitAttribute = (ctx: EngineContext, at: number): FieldEntry | null =>
  impliedField(ctx, UNIT_ATTRIBUTES.get(ctx.tokens[at]!.text) ?? COUNTED_UNITS.get(ctx.tokens[at]!.text) ?? []);

/** Words between a group noun and the ranking that follows it ("the bakery *that has the* most …"). */
const MAX_GAP = 8;
const matchComparison = phraseMatcher(COMPARISON_PHRASES.map(([p, op]) => [p.split(' '), op] as const));
const matchRecordCount = phraseMatcher(RECORD_COUNT_PHRASES.map((p) => [p.split(' '), p] as const));
const SORT_PHRASE_ENDS = new Set(SORT_PHRASES.map((p) => p.slice(p.lastIndexOf(' ') + 1)));
/** The verbs of the two-word order phrases ending in "by" ("rank by", "sorted by"), which may be parted from it. */
const ORDER_VERBS_BEFORE_BY: ReadonlySet<string> = new Set(SORT_PHRASES.map((p) => p.split(' ')).filter((w) => w.length === 2 && w[1] === 'by').map((w) => w[0]!));
const matchSortPhrase = phraseMatcher(SORT_PHRASES.map((p) => [p.split(' '), p] as const));
const CONNECTOR_PHRASES = LIST_CONNECTORS.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);

/** Where the list connector ending at token `end` starts, the longest that is said ("along with", else "with"), or -1. */
function connectorStart(tokens: readonly Token[], end: number): number {
  for (const words of CONNECTOR_PHRASES) {
    const from = end - words.length + 1;
    if (from >= 0 && words.every((w, k) => tokens[from + k]!.text === w)) return from;
  }
  return -1;
}
const PLURAL_NOUN = /[^s]s$/;
/** A plural noun: "-s" made ("baskets"), or one of the few made otherwise ("people"). */
const isPluralNoun = (t: Token): boolean => (PLURAL_NOUN.test(t.text) && t.canon !== t.text) || UNMARKED_PLURALS.has(t.text);
const KIND_HEADS = new Set(['type', 'kind', 'sort', 'variety', 'form']);

/** "5 vans" read as `van_id`: the entity's id field named by the entity's noun stands for its records. */
const namesRecordsById = (ctx: EngineContext, mention: FieldMention): boolean =>
  isIdField(mention.entry) && !ctx.tokens.slice(mention.from, mention.to).some((t) => t.canon === 'id');

/**
 * "the most attendees", "more than two participants", "used fewer than 5 times": a plural noun the schema names
 * neither as a field nor as a collection still names things counted per group, unless it is a unit of a value
 * (time units, money, measures) or a word that is no noun of things ("others", "these").
 */
function unnamedRecords(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  if (!t || t.kind !== 'word' || ctx.roles[i] === 'time') return false;
  if (OCCURRENCE_NOUNS.has(t.text)) return true;
  // "more than 40 entries": a noun for records of any collection counts the question's own records
  if (RESULT_NOUNS.has(t.text) && isPluralNoun(t)) return true;
  return isPluralNoun(t) && !STOP_WORDS.has(t.text) && !TIME_UNITS.has(t.text) && !VALUE_UNITS.has(t.canon);
}

/** Per field index, the words of its count fields: read once per schema, not per word asked about. */
const countedWords = perSchema((index: FieldIndex): ReadonlySet<string> => new Set(index.entries.filter(isCountField).flatMap((e) => e.canonWords)));

/** A field already counting the things a word names ("seat_count", "num_rooms"). */
const storesCountOf = (ctx: EngineContext, canon: string): boolean => countedWords(ctx.index).has(canon);

/**
 * "more than one pipelines" where the `pipeline` collection keeps a `Pipeline` field: a plural of a field called like its
 * collection names the collection's records (the field holds one record's name); so does the singular after a count
 * of one ("more than one pipeline").
 */
function namesOwnRecords(ctx: EngineContext, field: FieldMention, named: CollectionMention, singular: boolean): boolean {
  const last = ctx.tokens[field.to - 1]!;
  return field.to === named.to && (singular || last.text !== last.canon) && field.entry.canonWords.join('') === collectionKey(named.collection);
}

/**
 * "two or more penalty incidents", "more than three rescue events": a value field used as an adjective before a
 * plural noun the schema does not name, which names the things counted.
 */
const adjectiveBeforeUnnamed = (ctx: EngineContext, field: FieldMention): boolean =>
  !field.entry.children.length && !mentionStartingAt(ctx, field.to) && !collectionMentionAt(ctx, field.to) && unnamedRecords(ctx, field.to);

/**
 * A phrase naming records to count: a collection, or an array of sub-documents, named as a noun ("grade changes"
 * uses the array as an adjective) and not kept as a stored count ("the most comments" where `num_comments` exists).
 * `singular`: a count of one comes before ("more than one regatta"), so a singular noun names the records too.
 */
function recordsAt(ctx: EngineContext, i: number, singular = false): Records | null {
  const named = collectionMentionAt(ctx, i);
  const field = mentionStartingAt(ctx, i);
  let records: Records | null = null;
  if (named && named.from === i && (!(field && field.kind === 'full' && !field.entry.children.length && field.to >= named.to) || namesOwnRecords(ctx, field, named, singular))) {
    // "venues holding over 900 people" where users are people and venues keep a `capacity`: a counting unit that is only
    // another word for a collection's records measures the stored attribute it names
    const otherWord = ctx.tokens.slice(named.from, named.to).map((t) => t.canon).join('') !== collectionKey(named.collection);
    records = { to: named.to, stored: !!countFieldFor(ctx.index, named.collection) || (otherWord && !!storedUnitAttribute(ctx, i)), unnamed: false };
  } else if (field && (holdsRecords(field.entry) || namesRecordsById(ctx, field))) records = { to: field.to, stored: false, unnamed: false };
  // "marinas with more than 40 berths" where `capacity` exists: a counting unit naming a stored attribute compares it
  else if (!field && !named && unnamedRecords(ctx, i)) records = { to: i + 1, stored: storesCountOf(ctx, ctx.tokens[i]!.canon) || !!storedUnitAttribute(ctx, i), unnamed: true };
  else if (field && !named && adjectiveBeforeUnnamed(ctx, field)) records = { to: field.to + 1, stored: storesCountOf(ctx, ctx.tokens[field.to]!.canon), unnamed: true };
  if (!records) return null;
  // "two tractor models", "multiple harbour offices": a collection, or a field embedding records, used as an adjective
  // before a plural noun the schema does not name still names those records
  if (!records.unnamed && !mentionStartingAt(ctx, records.to) && !collectionMentionAt(ctx, records.to) && unnamedRecords(ctx, records.to)) {
    return { to: records.to + 1, stored: records.stored, unnamed: false, via: '+records-adjective' };
  }
  const last = ctx.tokens[records.to - 1].text;
  const next = ctx.tokens[records.to];
  if (UNMARKED_PLURALS.has(last)) return { ...records, via: '+unmarked-plural' };
  // "the depot with the most crew employed": a participle the schema does not name may close the noun phrase
  const closedByParticiple = next?.kind === 'word' && PAST_PARTICIPLE_FORM.test(next.text) && !mentionAt(ctx, records.to) && endsRanking(ctx.tokens[records.to + 1]);
  const asNoun = singular || last.endsWith('s') || !next || next.kind !== 'word' || STOP_WORDS.has(next.text) || closedByParticiple;
  return asNoun ? records : null;
}

/**
 * "for each account" where `Accounts` embeds records: one group per embedded record, keyed by the child the question
 * names ("invoice number"), else the child that identifies the record (`account_id`), else its name.
 */
export function recordKey(ctx: EngineContext, key: string): string {
  const entry = ctx.index.byNorm.get(normName(key));
  if (!entry?.children.length) return key;
  return recordKeyOf(ctx, entry)?.name ?? key;
}

/** The child of an embedded record that keys one group per record (see recordKey). */
function recordKeyOf(ctx: EngineContext, entry: FieldEntry, identifyingOnly = false): FieldEntry | undefined {
  const leaves = entry.children.filter((c) => !c.children.length);
  const named = leaves.find((c) => ctx.mentions.some((m) => m.entry === c && ctx.roles[m.from] !== 'filter') && (!identifyingOnly || identifies(c)));
  const last = (c: FieldEntry) => c.canonWords[c.canonWords.length - 1];
  return named ?? leaves.find((c) => last(c) === 'id') ?? leaves.find((c) => last(c) === 'name');
}

/** Last words of fields that tell records or their kinds apart (`invoice_number`, `plan_kind_code`, `status`), not describe them. */
const IDENTIFYING_WORDS: ReadonlySet<string> = new Set(['id', 'name', 'code', 'number', 'title', 'status', ...KIND_FIELD_WORDS]);
export const identifies = (entry: FieldEntry): boolean => IDENTIFYING_WORDS.has(entry.canonWords[entry.canonWords.length - 1] ?? '');

/** "the type of apartment": a noun after a kind noun and "of" names the kind, not one group per record. */
const afterKindOf = (ctx: EngineContext, at: number): boolean => ctx.tokens[at - 1]?.text === 'of' && isKindNoun(ctx.tokens[at - 2]?.text ?? '');

/** Words after a noun that make it the subject a count is about ("bakeries *with* three or more …", "pupils *who* have …"). */
const RECORD_SUBJECT_FOLLOWERS: ReadonlySet<string> = new Set(['who', 'that', 'which', 'with', 'having', 'whose', 'where', 'have', 'has', 'had']);

const DATE_WORD = 'date';
/** Date fields (`Open_Date`) by the stem of the word naming the event they date (open); once per schema. */
const dateFieldsByStem = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const found = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    const own = entry.ownWords;
    if (!entry.children.length && own.length === 2 && own[1] === DATE_WORD) setWhileUnique(found, derivationalStem(own[0]!), entry);
  }
  return found;
});

/**
 * "the opening years that saw two churches", "in which founding year": a time unit after a word naming what a date
 * field dates (`Open_Date`) is that field's time, not a field the unit word alone reads as (`weddings.year`).
 */
function datedByWordBefore(ctx: EngineContext, end: number): GroupNoun | null {
  const unit = ctx.tokens[end - 1];
  const word = ctx.tokens[end - 2];
  if (!unit || !word || word.kind !== 'word' || !TIME_UNITS.has(unit.text)) return null;
  const field = dateFieldsByStem(ctx.index).get(derivationalStem(word.canon));
  return field ? { key: field.name, from: end - 2, entity: false, via: '+dated-by-word' } : null;
}

/**
 * The group key a noun phrase ending at `end` names: the field itself, or for a collection the field other records
 * link to it by. Null when the phrase names nothing the schema holds.
 */
export function keyEndingAt(ctx: EngineContext, end: number): GroupNoun | null {
  const mention = mentionEndingAt(ctx, end);
  const field = mention && !isVerbMention(ctx, mention) ? mention : undefined;
  // a field named by both words (`release_year` for "release years") is the key itself
  const dated = field && field.from <= end - 2 ? null : datedByWordBefore(ctx, end);
  if (dated) return dated;
  const owner = collectionEndingAt(ctx, end);
  // "which fuel type has the most …", "van kinds and the number of vans"; a kind noun that names a collection of
  // records ("variety" of Seed_Variety), not a lookup of kinds, names those records, keyed below
  const kind = field || (owner && !isLookupTable(owner.collection)) ? null : kindFieldAt(ctx, end - 1);
  if (kind) return { key: kind.entry.name, from: end - 1, entity: false };
  if (owner && !(field && field.kind === 'full' && !field.entry.children.length && field.from <= owner.from)) {
    const kind = kindOf(ctx, owner);
    if (kind) return { ...kind, entity: false };
    const spoken = ctx.tokens.slice(owner.from, owner.to).map((t) => t.canon).join('');
    // "which bakery has baked the most loaves" where bakeries keep only a name: the key the records keep for the word
    // said (`bakery_id`, or the `bakery_ref` they keep), unless the collection has an id of its own
    const link = linkFieldFor(ctx.index, owner.collection, spoken) ?? referenceKeyFor(ctx, owner.collection) ?? codeFieldFor(ctx, owner.collection);
    if (link) return { key: link.name, from: owner.from, entity: true };
    const naming = namingKeyFor(ctx, owner.collection);
    const ownId = naming?.canonWords[naming.canonWords.length - 1] === 'id' ? naming : null;
    const kept = ownId ? null : keyFieldNamedBy(ctx, spoken);
    if (kept && kept !== naming) return { key: kept.name, from: owner.from, entity: true, via: '+records-key-of-word' };
    return naming ? { key: naming.name, from: owner.from, entity: true } : null;
  }
  if (field && !field.entry.children.length) return { key: keyField(field).name, from: field.from, entity: false };
  // "loaves with three or more toppings" where `Loaves` embeds records: one group per loaf, keyed by a
  // field that tells them apart ("the emails of pupils who sat more than one exam" groups pupils, not emails)
  const record = field && holdsRecords(field.entry) && RECORD_SUBJECT_FOLLOWERS.has(ctx.tokens[end]?.text ?? '') && !afterKindOf(ctx, field.from)
    ? recordKeyOf(ctx, field.entry, true) : undefined;
  if (field && record) return { key: record.name, from: field.from, entity: true };
  // "which hive id has the most …" where `hives` embeds records: the id said after them is their id child, the one
  // called after them (`hive_id`) before any other
  const named = ID_WORDS.has(ctx.tokens[end - 1]?.text ?? '') ? mentionEndingAt(ctx, end - 1) : undefined;
  const ids = named && holdsRecords(named.entry) ? named.entry.children.filter((c) => !c.children.length && isIdField(c)) : [];
  const identified = ids.find((c) => c.ownWords[0] === ctx.tokens[end - 2]!.canon) ?? ids[0];
  if (named && identified) return { key: identified.name, from: named.from, entity: false, via: '+records-id' };
  // "the month when the most kilns were fired": a time unit the schema names no field for groups by that unit of the records' date
  const unit = owner || field ? undefined : TIME_UNITS.get(ctx.tokens[end - 1]?.text ?? '');
  if (unit) return { key: unit, from: end - 1, entity: false, via: '+time-unit' };
  const keyed = owner || field || ctx.tokens[end - 1]?.kind !== 'word' ? null : keyFieldNamedBy(ctx, ctx.tokens[end - 1]!.canon, ctx.tokens[end - 2]?.canon);
  if (keyed) return { key: keyed.name, from: end - 1, entity: false };
  if (owner || field) return null;
  // "which wards have …", "the glaze finish most potters pick": the opening words of a field after a word that opens
  // a noun phrase ("is home to" and "raised the most" name no group)
  for (let from = end - 1; from > 0 && from >= end - OPENING_WORDS; from--) {
    const opened = GROUP_NOUN_OPENERS.has(ctx.tokens[from - 1]!.text) ? fieldOpenedBy(ctx, from) : null;
    if (opened?.to === end) return { key: opened.entry.name, from, entity: false, via: '+opened-field' };
  }
  return null;
}

/**
 * "by depot", "which depot has the most …": an entity the schema keeps no collection for, named by the word its key
 * field is made of (`DepotCode`, `genre_id`: the word and a key suffix); the shallowest such field with the best suffix.
 * Of leaves ending in the same words, the one whose enclosing noun is said right before (`before`: "destination port").
 */
export function keyFieldNamedBy(ctx: EngineContext, word: string, before?: string): FieldEntry | null {
  const table = keyFieldsByWord(ctx.index);
  return (before ? table.get(`${before} ${word}`) : undefined) ?? table.get(word) ?? null;
}

/** Words at most that may open a field's name, or come before it (see fieldOpenedBy). */
const OPENING_WORDS = 3;

/**
 * "for each glaze finish" where only `glaze_finish_ref` exists, "per county" with `county_parish_zone`: words the
 * schema names nowhere else that open the name of one leaf field (the shallowest) name that field. Longest words
 * first; different fields opened alike at that depth name none, and neither does a field whose other words come just before
 * ("rent per room" where `room_rent` exists is that stored rate), nor one that goes on to a kind the words do not say
 * ("which kiln has the most firings" where `kiln_class_ref` exists: a kiln is not its class).
 */
export function fieldOpenedBy(ctx: EngineContext, from: number): { entry: FieldEntry; to: number } | null {
  const said: string[] = [];
  const before = new Set(ctx.tokens.slice(Math.max(0, from - OPENING_WORDS), from).map((t) => t.canon));
  for (let k = from; k < from + OPENING_WORDS; k++) {
    const t = ctx.tokens[k];
    if (!t || t.kind !== 'word' || STOP_WORDS.has(t.text) || mentionAt(ctx, k) || collectionMentionAt(ctx, k)) break;
    said.push(t.canon);
  }
  const leaves = said.length ? leavesByFirstWord(ctx.index).get(said[0]!) ?? [] : [];
  const saysKind = said.some((w) => KIND_FIELD_WORDS.has(w));
  for (let n = said.length; n > 0 && leaves.length; n--) {
    const opened = leaves.filter((e) => e.ownWords.length > n && said.slice(0, n).every((w, k) => e.ownWords[k] === w)
      && !e.ownWords.slice(n).some((w) => before.has(w) || (KIND_FIELD_WORDS.has(w) && !saysKind)));
    const depth = Math.min(...opened.map((e) => e.depth));
    const shallowest = opened.filter((e) => e.depth === depth);
    if (shallowest.length && shallowest.every((e) => e.ownWords.join(' ') === shallowest[0]!.ownWords.join(' '))) return { entry: shallowest[0]!, to: from + n };
  }
  return null;
}

/** Leaf fields by the first word of their own name, once per schema: fieldOpenedBy is asked for many words of a question. */
const leavesByFirstWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const table = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    const first = e.ownWords[0];
    if (e.children.length || !first) continue;
    addToList(table, first, e);
  }
  return table;
});

/**
 * keyFieldNamedBy's answer for every word, once per schema: it is asked for every token of a question. Leaves sharing
 * their last segment's words are also listed under their enclosing noun and that word ("destination port").
 */
const keyFieldsByWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const best = new Map<string, { entry: FieldEntry; rank: number }>();
  const sharing = new Map<string, number>();
  // each leaf's last segment joined once, by field order: the count and the test below read the same key
  const segmentKeys: string[] = [];
  for (const e of index.entries) {
    if (e.children.length) continue;
    const key = (segmentKeys[e.order] = e.segmentWords.join(' '));
    sharing.set(key, (sharing.get(key) ?? 0) + 1);
  }
  const keep = (e: FieldEntry, leaf: readonly string[], said: string): void => {
    const rank = leaf.length === 2 ? KEY_SUFFIXES.indexOf(leaf[1]!) : -1;
    if (rank < 0) return;
    const held = best.get(said);
    if (held && (rank > held.rank || (rank === held.rank && held.entry.depth <= e.depth))) return;
    best.set(said, { entry: e, rank });
  };
  for (const e of index.entries) {
    // a leaf is kept only under two words ending in a key suffix, and a segment with words ends its own name too: a leaf
    // ending otherwise (most of them) is passed over, with no phrase built for it
    if (e.children.length || (e.segmentWords.length && !KEY_SUFFIXES.includes(e.ownWords[e.ownWords.length - 1]!))) continue;
    // the last segment's words: `visits.clinic_code` is named by "clinic" whether or not `visits` is listed; where
    // several leaves end so (`origin.port_code`, `destination.port_code`) only their whole words name one
    const shared = sharing.get(segmentKeys[e.order]!) !== 1;
    const leaf = shared ? e.ownWords : e.segmentWords;
    keep(e, leaf, leaf[0] ?? '');
    const noun = shared ? enclosingNoun(e) : '';
    if (noun) keep(e, e.segmentWords, `${noun} ${e.segmentWords[0]}`);
  }
  return new Map([...best].map(([word, { entry }]) => [word, entry]));
});

/**
 * A lookup collection's code field ("fuel_kind_code" for fuel kinds): it keys the type's records. Named by the
 * collection's name, or by the words the question calls it when given ("by vehicle type" for `Ref_Vehicle_Types`:
 * `vehicle_type_code`; a ranked group is shown by its name instead), else by the head of a lookup's thing.
 */
export function codeFieldFor(ctx: EngineContext, collection: string, spoken?: string): FieldEntry | null {
  const byWords = firstFieldByJoinedWords(ctx.index);
  const named = byWords.get(collectionKey(collection) + 'code');
  const said = spoken ? byWords.get(spoken + 'code') : undefined;
  // the one the schema lists first, as when its fields are read in order
  const found = named && said ? (named.order < said.order ? named : said) : named ?? said;
  // ("model_code" for `Ref_Truck_Models`: a lookup's code may be called by the head of its thing alone)
  const head = !found && isLookupTable(collection) ? lookupThingWords(collection).at(-1) : undefined;
  return found?.entry ?? (head ? byWords.get(head + 'code')?.entry : undefined) ?? null;
}

/** Each run of words a field's name joins (`vehicle_type_code` → "vehicletypecode"), with the first field in schema order saying it; once per schema. */
const firstFieldByJoinedWords = perSchema((index: FieldIndex): ReadonlyMap<string, { readonly entry: FieldEntry; readonly order: number }> => {
  const byWords = new Map<string, { readonly entry: FieldEntry; readonly order: number }>();
  index.entries.forEach((entry, order) => {
    const joined = entry.canonWords.join('');
    if (!byWords.has(joined)) byWords.set(joined, { entry, order });
  });
  return byWords;
});

/** Last words of a field that identifies its collection's records, best first (`ward_title` for wards). */
const IDENTIFYING_ENDINGS = ['id', 'name', 'code'];

/**
 * A top-level field of the collection whose name names it and identifies its records ("ward_title" in wards;
 * in a one-collection schema its plain "name"): the key of one group per record when no other field links to it.
 */
export function namingKeyFor(ctx: EngineContext, collection: string): FieldEntry | null {
  let best: FieldEntry | null = null;
  let bestRank = IDENTIFYING_ENDINGS.length;
  // with one collection no field marks where its fields start: its plain top-level "id", "name" or "code"
  const pool = ctx.collections.length === 1 ? ctx.index.entries.filter((e) => e.depth === 1 && e.canonWords.length === 1) : ctx.owners.naming;
  for (const entry of pool) {
    if (ctx.owners.ownerOf.get(entry) !== collection) continue;
    const rank = IDENTIFYING_ENDINGS.indexOf(entry.canonWords[entry.canonWords.length - 1]!);
    if (rank >= 0 && rank < bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best ?? sharedPlainKey(ctx, collection);
}

/**
 * A collection with no field of its own naming it ("id", "name" shared by several collections and listed once): its
 * plain top-level "id" that no other collection owns (a shared plain "name" is as likely another collection's).
 */
function sharedPlainKey(ctx: EngineContext, collection: string): FieldEntry | null {
  return ctx.index.entries.find((e) => e.depth === 1 && e.canonWords.length === 1 && e.canonWords[0] === 'id'
    && (ctx.owners.ownerOf.get(e) ?? collection) === collection) ?? null;
}

/** Words ending fields that describe a group rather than name it: a group is keyed by its code, not its description. */
const DESCRIPTIVE_ENDINGS = new Set(['description', 'detail', 'details', 'comment', 'text', 'note']);
const isDescriptive = (entry: FieldEntry): boolean => DESCRIPTIVE_ENDINGS.has(entry.canonWords[entry.canonWords.length - 1]!);

/** Of the fields a group noun may name, one that keys a group ("transaction type" → the type code, not its description). */
function keyField(mention: FieldMention): FieldEntry {
  if (!isDescriptive(mention.entry)) return mention.entry;
  return mention.alternatives.find((c) => c.kind === mention.kind && !isDescriptive(c.entry) && !c.entry.children.length)?.entry ?? mention.entry;
}

/** "the type of artwork": the kind noun before a collection names its field (`artwork_type`, else `type`). */
function kindOf(ctx: EngineContext, owner: CollectionMention): { key: string; from: number } | null {
  const head = ctx.tokens[owner.from - 2];
  if (ctx.tokens[owner.from - 1]?.text !== 'of' || !head || !isKindNoun(head.text)) return null;
  const found = ctx.index.phrases.get(collectionKey(owner.collection) + head.canon)?.[0]?.entry ?? kindFieldAt(ctx, owner.from - 2)?.entry
    ?? ctx.index.phrases.get(head.canon)?.[0]?.entry;
  return found ? { key: found.name, from: owner.from - 2 } : null;
}

/** Nearest group noun before token `i`, within a clause's reach, skipping words that already have a role. */
export function groupNounBefore(ctx: EngineContext, i: number): (GroupNoun & { readonly to: number }) | null {
  for (let end = i; end > 0 && end >= i - MAX_GAP; end--) {
    if (ctx.roles[end - 1] === 'time' || ctx.roles[end - 1] === 'limit') return null;
    const found = keyEndingAt(ctx, end);
    if (found) return { ...found, to: end };
  }
  return null;
}

/**
 * "the 5 most borrowed tools" where `tools` embeds records with no id: the things ranked are told apart by the
 * records' own key or name child (`tools.name`), when the phrase ends there.
 */
function listedRecordsKey(ctx: EngineContext, end: number): FieldEntry | undefined {
  const mention = mentionEndingAt(ctx, end);
  if (!mention?.entry.children.length || isVerbMention(ctx, mention) || !endsRanking(ctx.tokens[end])) return undefined;
  // records with an id of their own are counted per record they link to, which other rules read
  if (mention.entry.children.some(isIdField)) return undefined;
  return recordKeyOf(ctx, mention.entry);
}

/** Group noun right after a frequency ranking ("the most common *media type*"). */
function groupNounAfter(ctx: EngineContext, i: number): { key: string; to: number; via?: string } | null {
  for (let end = i + 1; end <= ctx.tokens.length && end <= i + 4; end++) {
    const word = ctx.tokens[end - 1]?.text ?? '';
    // "the rarest kind of pastry": "of" after a kind noun still names the group
    const kindOf = word === 'of' && KIND_HEADS.has(ctx.tokens[end - 2]?.text ?? '');
    if (!kindOf && (CLAUSE_BREAKS.has(word) || POPULATION_PREPOSITIONS.has(word) || ROLE_LEADS.has(word))) return null;
    // "the drug used most often last year": words of a time frame bound the records, they name no group
    if (ctx.roles[end - 1] === 'time') return null;
    const said = keyEndingAt(ctx, end);
    if (!said) {
      const listed = listedRecordsKey(ctx, end);
      if (listed) return { key: listed.name, to: end, via: '+record-key' };
      continue;
    }
    // "the most common boat model": a noun naming a key too right after it heads the compound and names the group,
    // when the two words are one noun: one field spans both, or the ranking ends there ("… crop farmers grow" does not)
    // ("the most common kiln firing code": a field of several words after the collection word heads it too)
    const nextEnd = mentionStartingAt(ctx, end)?.to ?? end + 1;
    const next = ctx.tokens[end]?.kind === 'word' ? keyEndingAt(ctx, nextEnd) : null;
    const head = next && (endsRanking(ctx.tokens[nextEnd]) || (mentionAt(ctx, end - 1)?.to ?? 0) > end) ? next : null;
    const found = head ?? said;
    if (head) end = nextEnd;
    // "the most common product type code": a field named in full from the same word on, past the collection word
    const wider = mentionStartingAt(ctx, found.from);
    if (wider && wider.to > end && wider.kind === 'full' && !wider.entry.children.length) return { key: wider.entry.name, to: wider.to, via: '+whole-field' };
    return { key: found.key, to: end, via: found.via };
  }
  return null;
}


/**
 * "the largest employee count", "the lowest fault count": a noun, then a count noun, where no field is called that
 * (a stored "seat_count" is a value): a count of the noun's records. Returns where the phrase ends.
 */
function talliedAt(ctx: EngineContext, j: number): number | null {
  const { tokens } = ctx;
  // asked of every word, and most have no tally noun one or two words on
  if (!TALLY_NOUNS.has(tokens[j + 1]?.text ?? '') && !TALLY_NOUNS.has(tokens[j + 2]?.text ?? '')) return null;
  for (let k = j; k <= j + 1 && k + 1 < tokens.length; k++) {
    if (tokens[k]!.kind !== 'word' || STOP_WORDS.has(tokens[k]!.text) || COUNT_RANKING_WORDS.has(tokens[k]!.text)) return null;
    if (!TALLY_NOUNS.has(tokens[k + 1]!.text)) continue;
    const field = tallyField(ctx, k + 1) ?? mentionAt(ctx, k);
    if (field && !(holdsRecords(field.entry) || namesRecordsById(ctx, field))) return null;
    return k + 2;
  }
  return null;
}

/**
 * The field a tally noun names: "crate counts" where `pallet_count` exists names no field, as the tally noun alone
 * only matches the end of another count's name.
 */
function tallyField(ctx: EngineContext, at: number): FieldMention | undefined {
  const field = mentionAt(ctx, at);
  return field && field.kind === 'suffix' && field.from === at && field.to === at + 1 ? undefined : field;
}

/** A noun of how many records take part ("enrollment", "involvement") that the schema does not name as a field or collection. */
const presenceNounAt = (ctx: EngineContext, j: number): boolean =>
  PRESENCE_NOUNS.has(ctx.tokens[j]?.text ?? '') && !mentionAt(ctx, j) && !collectionMentionAt(ctx, j);

/** Whether a token ends what a superlative ranks: the end, a clause break, the population ("… most in all tracks") or a role. */
const endsRanking = (token: Token | undefined): boolean =>
  !token || token.kind === 'symbol' || CLAUSE_BREAKS.has(token.text) || ROLE_LEADS.has(token.text) || (POPULATION_PREPOSITIONS.has(token.text) && token.text !== 'to');

/** "from the busiest to the quietest", "listed from most to fewest": an order, not a top group. */
const opensRangeOrder = (ctx: EngineContext, i: number): boolean => ctx.tokens[i - 1]?.text === 'from' || (ctx.tokens[i - 1]?.text === 'the' && ctx.tokens[i - 2]?.text === 'from');

/**
 * What follows a ranking superlative at `i` when it ranks by a count: "the most orders", "the largest number of
 * staff", "the most common", "used the most". Null when it ranks by a value: "the highest salary", "the most
 * expensive product", "the largest number of seats" when a field stores that number.
 */
function countedAfter(ctx: EngineContext, i: number): { to: number; frequency: boolean; unnamed?: boolean; occurrences?: boolean; via?: string; stored?: boolean } | null {
  const { tokens } = ctx;
  let j = i + 1;
  if (FREQUENCY_WORDS.has(tokens[j]?.text ?? '')) return { to: j + 1, frequency: true };
  // "ordered the most times", "used the fewest times": the group's own occurrences, counted like "most often"
  if (OCCURRENCE_NOUNS.has(tokens[j]?.text ?? '') && endsRanking(tokens[j + 1])) return { to: j + 1, frequency: true, occurrences: true };
  // "the largest representation among sailors", "the highest involvement in regattas": how many records take part;
  // "the greatest keeper enrollment", "the largest crew involvement": the noun before says whose
  const presence = presenceNounAt(ctx, j) ? j : ctx.tokens[j]?.kind === 'word' && !STOP_WORDS.has(tokens[j]!.text) && !mentionAt(ctx, j) && presenceNounAt(ctx, j + 1) ? j + 1 : -1;
  if (presence >= 0) return { to: presence + 1, frequency: false };
  // "the most represented among …", "the most booked": a participle the schema does not name ranks by how often
  if (tokens[i]!.text === 'most' && !opensRangeOrder(ctx, i) && PAST_PARTICIPLE_FORM.test(tokens[j]?.text ?? '') && !mentionAt(ctx, j) && !collectionMentionAt(ctx, j)
    && endsRanking(tokens[j + 1])) return { to: j + 1, frequency: true };
  const tallied = talliedAt(ctx, j);
  if (tallied) return { to: tallied, frequency: false };
  const countNoun = COUNT_NOUNS.has(tokens[j]?.text ?? '') && tokens[j + 1]?.text === 'of';
  if (countNoun) j += 2;
  else if (!RECORD_COUNT_RANKING_WORDS.has(tokens[i].text)) return null;
  // "the most logged problems", "the most user comments": a participle or an adjective may come first
  // "the most critical alerts": a value already read as a filter may qualify the records too
  const adjective = PARTICIPLE_FORM.test(tokens[j]?.text ?? '') || !!collectionMentionAt(ctx, j) || ctx.roles[j] === 'filter';
  // "the most 5-star ratings": a value of several tokens read as a filter qualifies them as a whole
  let filtered = j;
  while (ctx.roles[filtered] === 'filter' && filtered < j + FILTERED_VALUE_TOKENS) filtered++;
  for (let k = j; k <= (adjective ? Math.max(j + 1, filtered) : j) && k < tokens.length; k++) {
    const records = recordsAt(ctx, k);
    // a stored count of the records ranks only the records keeping it (see countKeptByOthers)
    const via = k > j + 1 ? `${records?.via ?? ''}+filtered-value` : records?.via;
    if (records) return { to: records.to, frequency: false, unnamed: records.unnamed && !countNoun, via, stored: records.stored };
    // "the most reported leaks" where a field is called `date_reported`: the participle qualifies the records
    const field = mentionStartingAt(ctx, k);
    // "the most cataract operations" beside an `operation` field: the plural of a field's noun after a value read as a
    // filter names the records holding that value, counted
    if (field && k > j && ctx.roles[k - 1] === 'filter' && ctx.roles[k] !== 'filter' && isPluralWord(tokens[field.to - 1]!.text)
      && !keepsQuantity(field.entry) && !field.entry.children.length && endsRanking(tokens[field.to])) return { to: field.to, frequency: false };
    if (field && ctx.roles[k] !== 'filter' && !(k === j && adjective && isVerbMention(ctx, field))) return null;
  }
  // "the greatest number of days in bloom" counts no records: a unit measures a stored value
  if (countNoun) return CLAUSE_BREAKS.has(tokens[j]?.text ?? '.') || !tokens[j] || isUnitWord(tokens[j]!) ? null : { to: j + 1, frequency: false };
  // "used the most", "appears least": nothing ranked after the superlative, and no value-naming verb before it
  const after = tokens[i + 1];
  const before = tokens[i - 1]?.text === 'the' ? i - 1 : i;
  const ranksAll = endsRanking(after);
  // "earns the least" ranks a value the verb measures
  if (ranksAll && (tokens[i].text === 'most' || tokens[i].text === 'least') && !opensRangeOrder(ctx, i) && tokens[before - 1]?.text !== 'to' && !mentionEndingAt(ctx, before)
    && !measuredAttributeField(ctx, before - 1)) {
    return { to: i + 1, frequency: true };
  }
  return null;
}

/**
 * "the shift that accounts for the majority of the rota", "the predominant status": the value most records share,
 * the group before the noun or after the adjective.
 */
function proposeMajority(ctx: EngineContext, i: number): GroupProposal | null {
  const text = ctx.tokens[i]!.text;
  if (ctx.projection[i]) return null;
  if (MAJORITY_ADJECTIVES.has(text)) {
    const after = groupNounAfter(ctx, i);
    return after ? groupedBy(after, [i, after.to], 'groupBy.majority-value') : null;
  }
  if (!MAJORITY_NOUNS.has(text) || ctx.tokens[i + 1]?.text !== 'of') return null;
  const before = groupNounBefore(ctx, i);
  return before && !before.entity ? groupedBy(before, [before.from, i + 2], 'groupBy.majority-value') : null;
}

/**
 * "which town has the most bakeries", "the shopper with the largest number of baskets", "the most common type",
 * "the type that appears most often": groups ranked by how many records each holds. The group is the noun before
 * the ranking (after it for "the most common X"); records are counted per group.
 */
export function proposeCountRanking(ctx: EngineContext): GroupProposal | null {
  const { tokens } = ctx;
  // "most common diagnosis code": a terse question may open with the ranking
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const majority = i > 0 ? proposeMajority(ctx, i) : null;
    if (majority) return majority;
    if (t.kind !== 'word' || !COUNT_RANKING_WORDS.has(t.text) || ctx.projection[i] || tokens[i - 1]?.text === 'at' || saysCapacity(ctx, i)) continue;
    const counted = countedAfter(ctx, i);
    if (!counted) continue;
    const after = counted.frequency ? groupNounAfter(ctx, counted.to - 1) : null;
    if (after) return groupedBy(after, [i, after.to], 'groupBy.count-ranking-after');
    const before = groupNounBefore(ctx, i);
    if (counted.stored && !(before && countKeptByOthers(ctx, before, counted.to))) continue;
    if (before && (!counted.unnamed || countsUnnamedRanked(ctx, before, i, counted.to - 1))) {
      const kept = keptByCounted(ctx, before, counted.to);
      if (kept) return groupedBy({ key: kept.name, via: '+counted-records-key' }, [before.from, counted.to], 'groupBy.count-ranking');
      return groupedBy(before, [before.from, counted.to], `groupBy.count-ranking${counted.unnamed && before.entity ? '+unnamed-records' : ''}${counted.occurrences ? '+occurrences' : ''}${counted.via ?? ''}${counted.stored ? '+count-kept-by-others' : ''}`);
    }
    const asked = before || counted.frequency || counted.unnamed ? null : personAsked(ctx, i, collectionMentionAt(ctx, counted.to - 1)?.collection);
    if (asked) return groupedBy({ key: asked.name }, [0, counted.to], 'groupBy.count-ranking+who');
    const described = before ? null : rankedByParticiple(ctx, i);
    if (described) return groupedBy(described, [i, described.to], 'groupBy.participle-ranking');
  }
  return null;
}

/**
 * "who logged the most ascents": a question opening by asking for a person, with no group noun before the
 * ranking, groups by the key of whoever did what the verb says when the records counted keep one ("who approved the
 * most claims" beside `approver_id`, "who sends the most letters" beside `senderId`), else by the key other records
 * keep for the one collection of people they point at; null when the schema keeps none or several.
 */
function personAsked(ctx: EngineContext, i: number, counted: string | undefined): FieldEntry | null {
  if (!PERSON_QUESTION_WORDS.has(ctx.tokens[0]?.text ?? '')) return null;
  for (let k = 1; k < i; k++) if (CLAUSE_BREAKS.has(ctx.tokens[k]!.text)) return null;
  // (a doer key the records counted do not keep only vetoes the link to the people)
  const doer = doerKeyOfVerb(ctx, i, counted);
  if (doer && (!counted || ctx.owners.ownerOf.get(doer) === counted)) return doer;
  const found = personLink(ctx);
  return doer && doer !== found ? null : found;
}

/** Per schema: the leaves under each path written with dots only (`renter.fullName` under `renter`), by that path's normal form. */
const leavesByDottedParent = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const map = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    const dot = e.name.lastIndexOf('.');
    if (dot > 0 && !e.children.length) addToList(map, normName(e.name.slice(0, dot)), e);
  }
  return map;
});

/** The id, else the name, a record embeds under `word` keeps (`renter.fullName`); null when it embeds none. */
function embeddedKey(index: FieldIndex, word: string): FieldEntry | null {
  const leaves = leavesByDottedParent(index).get(normName(word)) ?? [];
  const last = (e: FieldEntry) => e.canonWords[e.canonWords.length - 1];
  return leaves.find((e) => last(e) === 'id') ?? leaves.find((e) => last(e) === 'name') ?? null;
}

/**
 * The key other records keep for the one collection of people they point at, or the naming child of the person they
 * embed under that collection's word (`renter.fullName` for renters); null when the schema keeps none or several.
 */
function personLink(ctx: EngineContext): FieldEntry | null {
  let found: FieldEntry | null = null;
  for (const collection of new Set(ctx.collections)) {
    if (!namesPeople(collection)) continue;
    const link = linkFieldFor(ctx.index, collection, collectionKey(collection)) ?? embeddedKey(ctx.index, collectionKey(collection));
    if (!link) continue;
    if (found) return null;
    found = link;
  }
  return found;
}

/** Per schema: leaf id fields by each word of their name before the id ending (`approver_id` under approver). */
const idFieldsByWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) if (!entry.children.length && isIdField(entry)) addToEachList(byWord, entry.canonWords.slice(0, -1), entry);
  return byWord;
});

/**
 * The key of whoever did what a verb before the ranking at `i` says ("approved" → `approver_id`, "sends" →
 * `senderId`), when one field is it; among several, the one the records counted keep, else the one that is no
 * collection's own key.
 */
function doerKeyOfVerb(ctx: EngineContext, i: number, counted: string | undefined): FieldEntry | null {
  const byWord = idFieldsByWord(ctx.index);
  if (!byWord.size) return null;
  for (let k = 1; k < i; k++) {
    const verb = ctx.tokens[k]!;
    // a past form ("approved") or a present one ("sends"), whose stem the canon keeps
    const present = verb.canon !== verb.text && verb.text === `${verb.canon}s`;
    if (verb.kind !== 'word' || (!PAST_PARTICIPLE_FORM.test(verb.text) && !present)) continue;
    // ("who of the drivers sends …": a plural naming records or a field is no verb)
    const named = mentionAt(ctx, k);
    if (collectionMentionAt(ctx, k) || (named && !isVerbMention(ctx, named))) continue;
    const stem = derivationalStem(verb.canon);
    // the doer's nouns: the verb's own (AGENT_VERBS), else its stem with an agent ending
    const doers = [...new Set([...(AGENT_VERBS.get(verb.text) ?? []), ...AGENT_NOUN_ENDINGS.map((end) => stem + end)].flatMap((noun) => byWord.get(noun) ?? []))];
    const kept = doers.filter((e) => ctx.owners.ownerOf.get(e) === counted);
    if (kept.length === 1 || doers.length === 1) return (kept[0] ?? doers[0])!;
    // (a people collection's own key, `userId` beside `authorId`, is whom the records point at, not the doer's role)
    const pointers = doers.filter((e) => !namesCollection(e, ctx.owners.ownerOf.get(e) ?? ''));
    if (pointers.length === 1) return pointers[0]!;
  }
  return null;
}

/**
 * "which home region has the most hikers" where trails keep a `hikerCount`:
 * a stored count of the records counted ranks only the records keeping it; a group the counted records keep
 * themselves (the hikers' own `homeRegion`) counts them instead.
 */
function countKeptByOthers(ctx: EngineContext, group: GroupNoun, countedTo: number): boolean {
  const records = collectionEndingAt(ctx, countedTo)?.collection;
  const stored = records ? countFieldFor(ctx.index, records) : null;
  const keeper = stored && ctx.owners.ownerOf.get(stored);
  const key = ctx.index.byNorm.get(normName(group.key));
  const owner = key && ctx.owners.ownerOf.get(key);
  return !!keeper && owner === records && keeper !== records;
}

/**
 * "which town hosted the most fairs" where both stalls and fairs keep a town, "which guild has the most crafters"
 * where crafters point at their guild by `mainGuildId`: records are counted per group by a field they keep
 * themselves, so a group key another collection keeps gives way to the one field of the counted collection that the
 * group noun names as well (another reading of its words) or that ends in the key's words. Null when the key is
 * already the counted records' own, or none or several such fields exist.
 */
function keptByCounted(ctx: EngineContext, group: GroupNoun & { readonly to: number }, countedTo: number): FieldEntry | null {
  const records = collectionEndingAt(ctx, countedTo)?.collection;
  const entry = ctx.index.byNorm.get(normName(group.key));
  const owner = entry && ctx.owners.ownerOf.get(entry);
  if (!records || !entry || !owner || owner === records) return null;
  // a copy of the key under its own name (a junction's `event_id`) is the same key, read where the group is kept
  const own = entry.ownWords;
  const kept = (e: FieldEntry): boolean => !e.children.length && ctx.owners.ownerOf.get(e) === records && e.ownWords.join(' ') !== own.join(' ');
  const said = mentionEndingAt(ctx, group.to);
  const read = said ? [...new Set([said.entry, ...said.alternatives.map((c) => c.entry)])].filter(kept) : [];
  if (read.length === 1) return read[0]!;
  const ending = read.length ? [] : ctx.index.entries.filter((e) => kept(e) && e.ownWords.length > own.length && endsWithWords(e.ownWords, own));
  if (ending.length) return ending.length === 1 ? ending[0]! : null;
  // "top kilns by number of pots" where pots keep `home_kiln` and transfers' `to_kiln`: of their
  // pointers named by the group's noun, the one kept on the records themselves
  return subjectsNounPointer(ctx, owner, records, undefined);
}

/**
 * "the 10 most borrowed books", "the least visited pages": with no group before the ranking, a participle the schema
 * does not name describes the things after it, ranked by how many records they take part in ("which member has the
 * most borrowed books" counts the books per member instead). Things that keep the count themselves under the verb's
 * noun ("the least visited halls" beside halls' `yearly_visitors`), or the measure its base names ("the most skilled
 * welders" beside `skill_level`), are ranked by that field (sort.participle-derived-noun, sort.attribute-most-…).
 */
function rankedByParticiple(ctx: EngineContext, i: number): { key: string; to: number; via?: string } | null {
  const participle = i + 1;
  if (!RECORD_COUNT_RANKING_WORDS.has(ctx.tokens[i]!.text)
    || !PAST_PARTICIPLE_FORM.test(ctx.tokens[participle]?.text ?? '') || mentionAt(ctx, participle) || collectionMentionAt(ctx, participle)) return null;
  const things = collectionMentionAt(ctx, participle + 1);
  const kept = things && (derivedNounField(ctx, participle) ?? describedAttributeField(ctx, participle));
  if (kept && ctx.owners.ownerOf.get(kept) === things.collection) return null;
  return groupNounAfter(ctx, participle);
}

/**
 * Whether a comparison at `i` compares the field named right before it ("a capacity over 300"); a one-word mention
 * that is a verb in the past ("coached more than one squad", where a field is called `Coaches`) compares nothing.
 */
function comparesField(ctx: EngineContext, i: number): boolean {
  const field = mentionEndingAt(ctx, i);
  return !!field && !isVerbMention(ctx, field);
}

/** A one-word field mention written as a verb in the past ("hosted" for a field `Hosts`): it names no thing. */
const isVerbMention = (ctx: EngineContext, m: FieldMention): boolean => m.to - m.from === 1 && PAST_PARTICIPLE_FORM.test(ctx.tokens[m.from]!.text);

/**
 * "customers who logged in more than twice" where `login_count` exists, "sensors whose reading rose more than twice":
 * a word between the group and the count that a stored count or a field (of the kind asked for) names makes the count
 * that value's.
 */
function storedBetween(ctx: EngineContext, from: number, to: number, fieldKind: (entry: FieldEntry) => boolean = () => true): boolean {
  for (let k = ownerAfterGroup(ctx, from); k < to; k++) {
    const named = mentionAt(ctx, k);
    if (storesCountOf(ctx, ctx.tokens[k]!.canon) || (named && fieldKind(named.entry))) return true;
  }
  return false;
}

/**
 * "the colours of kites that were flown more than twice": an "of" phrase right after the group noun says whose
 * groups they are, it names no stored count; where the words after it start.
 */
function ownerAfterGroup(ctx: EngineContext, from: number): number {
  if (ctx.tokens[from]?.text !== 'of') return from;
  let k = from + 1;
  if (ctx.tokens[k]?.text === 'the') k++;
  while (k < ctx.tokens.length && (mentionAt(ctx, k) || collectionMentionAt(ctx, k))) k++;
  return k;
}

/** Whether a capacity verb comes right before token `i` ("can accommodate more than", "seats the most"): a stored capacity. */
function saysCapacity(ctx: EngineContext, i: number): boolean {
  const at = ctx.tokens[i - 1]?.text === 'the' ? i - 2 : i - 1;
  return saysCapacityAt(ctx.tokens, at);
}

/**
 * A count said as a number after a comparison: "3", "three", or an article and a quantity noun ("a single", "a pair
 * of"); its value and where the counted records start.
 */
function countAt(tokens: readonly Token[], at: number): { value: number; next: number } | null {
  const t = tokens[at];
  if (t?.kind === 'number') return Number.isInteger(t.value) && !t.raw.includes('.') ? { value: t.value!, next: at + 1 } : null;
  if (t?.text !== 'a' && t?.text !== 'an') return null;
  const value = ARTICLE_QUANTITIES.get(tokens[at + 1]?.text ?? '');
  if (value === undefined) return null;
  return { value, next: at + 2 + (tokens[at + 2]?.text === 'of' ? 1 : 0) };
}

/**
 * "publishers with a book count greater than one", "stations with a count above 2": a tally named right before the
 * comparison that no field stores (talliedAt); where the count phrase starts, or -1.
 */
function countNamedBefore(ctx: EngineContext, i: number): number {
  const { tokens } = ctx;
  if (!TALLY_NOUNS.has(tokens[i - 1]?.text ?? '')) return -1;
  if (talliedAt(ctx, i - 2) === i) return i - 2;
  return STOP_WORDS.has(tokens[i - 2]?.text ?? '') && !mentionAt(ctx, i - 1) ? i - 1 : -1;
}

/**
 * "between 3 and 5 kilns", "3 to 5 kilns", "from 2 to 6 …": a range of whole numbers before records; where
 * the records start, or -1.
 */
function countRangeEnd(tokens: readonly Token[], i: number): number {
  const from = COUNT_RANGE_OPENERS.has(tokens[i]!.text) ? i + 1 : i;
  // asked of every word: a range opens with its opener or its first number
  if (from === i && tokens[i]!.kind !== 'number') return -1;
  const low = tokens[from];
  const high = tokens[from + 2];
  const joined = (from > i ? COUNT_RANGE_JOINERS : BARE_COUNT_RANGE_JOINERS).has(tokens[from + 1]?.text ?? '');
  // a range read from its opener is not read again from its first number
  const inner = from === i && (tokens[i - 1]?.kind === 'number' || COUNT_RANGE_OPENERS.has(tokens[i - 1]?.text ?? ''));
  return joined && isWholeNumber(low) && isWholeNumber(high) && !inner ? from + 3 : -1;
}

/** A number written without a decimal point, as a count is. */
const isWholeNumber = (t: Token | undefined): boolean => t?.kind === 'number' && Number.isInteger(t.value) && !t.raw.includes('.');

/**
 * Records named at `i`, or one participle or adjective later ("3 wedding ceremonies", "two logged problems"); the
 * adjective may be a one-word field of those very records, or of records whose owner is unknown ("over 20 refunded
 * tickets" where tickets keep `isRefunded`).
 */
function recordsNear(ctx: EngineContext, i: number, singular = false): Records | null {
  const here = recordsAt(ctx, i, singular);
  if (here) return here;
  const field = mentionStartingAt(ctx, i);
  if (!field) return recordsAt(ctx, i + 1, singular);
  const named = field.to === i + 1 ? collectionMentionAt(ctx, i + 1) : undefined;
  const after = named && (ctx.owners.ownerOf.get(field.entry) ?? named.collection) === named.collection ? recordsAt(ctx, i + 1, singular) : null;
  return after && { ...after, via: '+own-field-adjective' };
}

/**
 * "shoppers with more than 7 baskets", "van kinds that have 4 or more vans", "pupils with multiple
 * detentions": groups kept by how many records each holds. The group is the noun before the threshold.
 */
export function proposeCountThreshold(ctx: EngineContext): GroupProposal | null {
  const { tokens } = ctx;
  for (const { i, at, count, repeated, ranged, quantified } of countThresholdOpenings(ctx)) {
    // "with a book count above 2": the count is named before the comparison, the group before the count
    const countedFrom = count ? countNamedBefore(ctx, i) : -1;
    const owner = countedFrom > 0 ? groupNounBefore(ctx, countedFrom) : null;
    if (owner) return groupedBy(owner, [owner.from, at], 'groupBy.count-compared');
    if (comparesField(ctx, i)) continue;
    // the group's own occurrences are named by the group itself, whatever it is
    const records = repeated !== undefined ? { to: at + 1, stored: false, unnamed: false } : recordsNear(ctx, at, count?.value === 1);
    if (!records || records.stored) continue;
    const group = groupNounBefore(ctx, i);
    // "climbers who came in over 4 times": an entity's own occurrences are counted as a ranked entity's things are, and
    // so are occurrences of a kind ("two injury occurrences")
    const ownOccurrences = OCCURRENCE_NOUNS.has(tokens[at]?.text ?? '') || (records.unnamed && OCCURRENCE_NOUNS.has(tokens[records.to - 1]!.text));
    // "rescheduled more than twice" where a field named between the group and the comparison stores it: that field's bound
    if (group && repeated !== undefined && storedBetween(ctx, group.to, i)) continue;
    // "rescheduled over 3 times" where `reschedule_count` is stored: that count's bound (not: "a reservation frequency
    // over 60 times", a field that is no count, counts the reservations)
    if (group && repeated === undefined && ownOccurrences && storedBetween(ctx, group.to, i, isCountField)) continue;
    // "depots with more than 30 delayed shipments": unnamed things qualified by a value are records, no measure of the group
    const qualified = records.unnamed && ctx.roles[at] === 'filter' && records.to - at > 1;
    // "lodges with multiple guides", "with at least two different guides": no number a stored value could be compared
    // with, or things told apart, are things counted
    const counted = (quantified || DISTINCT_COUNT_WORDS.has(tokens[at]?.text ?? ''));
    // "rooms that have been booked for more than 60 times": the group's own occurrences may be said after a longer verb phrase
    const reach = ownOccurrences ? MAX_GAP : UNNAMED_GAP;
    if (group && (!records.unnamed || countsUnnamed(ctx, group, i, ownOccurrences || qualified || counted, reach))) {
      const kept = keptByCounted(ctx, group, records.to);
      const proposal = groupedBy(kept ? { key: kept.name, via: '+counted-records-key' } : group, [group.from, records.to], `groupBy.count-threshold${ranged ? '+range' : ''}${kept ? '' : records.via ?? ''}`);
      return ranged ? { ...proposal, countRange: true } : proposal;
    }
  }
  return null;
}

/** Where a count threshold may open, read from the tokens alone: its count, the records' start (`at`) and how it is said. */
interface ThresholdOpening {
  readonly i: number;
  readonly at: number;
  readonly count: { value: number; next: number } | null;
  readonly repeated: number | undefined;
  readonly ranged: boolean;
  /** said by a quantifier, no number ("multiple", "several") */
  readonly quantified: boolean;
}

/**
 * The openings of proposeCountThreshold, which the filters stage and the group-by stage both ask for: found once per
 * request, as they read only the tokens and the projection, which no stage between changes (the filters stage's
 * lower-case names change only the case of a word's first letter, which no opening reads).
 */
const openingsByTokens = new WeakMap<readonly Token[], readonly ThresholdOpening[]>();
function countThresholdOpenings(ctx: EngineContext): readonly ThresholdOpening[] {
  const { tokens } = ctx;
  const known = openingsByTokens.get(tokens);
  if (known) return known;
  const openings: ThresholdOpening[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].kind === 'symbol' || ctx.projection[i]) continue;
    let at = -1;
    let atLeastOne = false;
    let ranged = false;
    let quantified = false;
    const comparison = matchComparison(tokens, i);
    const number = comparison ? tokens[i + comparison[0].length] : undefined;
    // a count is a whole number: "rated above 8.0" compares a value
    const repeated = number ? REPETITION_ADVERBS.get(number.text) : undefined;
    const count = comparison ? countAt(tokens, i + comparison[0].length) : EXACT_COUNT_ADVERBS.has(tokens[i].text) ? countAt(tokens, i + 1) : null;
    if (count) {
      at = count.next;
      atLeastOne = count.value === 1 && comparison?.[1] === '$gte';
    } else if (comparison && repeated !== undefined && endsRanking(tokens[i + comparison[0].length + 1])) {
      // "used more than twice": the adverb is the count of the group's own occurrences ("more than twice the
      // average", "at least twice as long" multiply a value instead)
      at = i + comparison[0].length;
      atLeastOne = repeated === 1 && comparison[1] === '$gte';
    } else if (tokens[i].kind === 'number' && (matchComparison(tokens, i + 1)?.[0].length ?? 0) === 2) {
      // "5 or more orders"
      at = i + 3;
      atLeastOne = tokens[i].value === 1 && matchComparison(tokens, i + 1)?.[1] === '$gte';
    } else if (PLURAL_QUANTIFIERS.has(tokens[i].text)) {
      at = i + 1;
      quantified = true;
    }
    else {
      at = countRangeEnd(tokens, i);
      ranged = true;
    }
    // "at least one loan" asks whether records exist; "than at least one", "a capacity over 300" compare values
    if (at < 0 || atLeastOne || tokens[i - 1].text === 'than' || saysCapacity(ctx, i)) continue;
    openings.push({ i, at, count, repeated, ranged, quantified });
  }
  openingsByTokens.set(tokens, openings);
  return openings;
}

/** A unit of value or time ("dollar counts", "day counts"): what a tally noun after it counts is no records. */
const isUnitWord = (t: Token): boolean => VALUE_UNITS.has(t.canon) || TIME_UNITS.has(t.text);

/** A count of records the question says, opening at token `at`. */
export interface RecordCount {
  readonly records: Records;
  readonly at: number;
}

/**
 * Every "number of / how many" + records no field stores, or records before a tally noun ("crate counts"): scanned
 * once by the group stage, which hands the list to the listed, ordered-by and top-by counts (it reads the tokens'
 * roles, which a committed count changes: the list is read only until one is committed).
 */
export function recordCounts(ctx: EngineContext): readonly RecordCount[] {
  const { tokens } = ctx;
  const counts: RecordCount[] = [];
  for (let i = 2; i < tokens.length; i++) {
    const phrase = matchRecordCount(tokens, i);
    // "their respective transaction counts": records named before a tally noun
    const tally = phrase ? null : talliedAt(ctx, i);
    if (tally !== null && tally < tokens.length && TALLY_NOUNS.has(tokens[tally - 1]!.text) && !isUnitWord(tokens[i]!)) {
      const named = !!collectionMentionAt(ctx, i) || !!mentionStartingAt(ctx, i);
      counts.push({ records: { to: tally, stored: false, unnamed: !named }, at: i });
      i = tally - 1;
      continue;
    }
    if (!phrase) continue;
    // "the number of remote projects": past a value read as a filter, which qualifies the records
    let at = i + phrase[0].length;
    while (ctx.roles[at] === 'filter' && at < i + phrase[0].length + FILTERED_VALUE_TOKENS) at++;
    const records = recordsNear(ctx, at);
    if (records && !records.stored) counts.push({ records, at: i });
  }
  return counts;
}

/** The last word before a count of records that is none of `skipped` ("and *their* number of", "ordered by *the* number of"). */
function wordBeforeCount(tokens: readonly Token[], at: number, skipped: ReadonlySet<string>): number {
  let c = at - 1;
  while (c > 0 && skipped.has(tokens[c]!.text)) c--;
  return c;
}

/**
 * "van kinds and the number of vans in each", "towns along with how many members live there": a listed thing
 * shown beside a count of records, counted per listed thing. A count a field stores ("comment count") is shown as is.
 */
export function proposeListedCount(ctx: EngineContext, counts: readonly RecordCount[]): GroupProposal | null {
  const { tokens } = ctx;
  for (const { records, at } of counts) {
    const c = wordBeforeCount(tokens, at, FIGURE_DETERMINERS);
    const connector = connectorStart(tokens, c);
    if (connector < 0) continue;
    let group = groupNounBefore(ctx, connector);
    // "the regions of stores and their store counts": the records counted are no group of their own
    const counted = ctx.collectionMentions.find((m) => m.from > c && m.to <= records.to)?.collection;
    if (group?.entity && counted && collectionMentionAt(ctx, group.from)?.collection === counted) {
      group = groupNounBefore(ctx, group.from);
    }
    if (group) return groupedBy(group, [group.from, records.to], 'groupBy.listed-with-count');
  }
  return null;
}

/**
 * Accumulators a list may show per listed thing ("branches and their total loan amount"); a maximum after "with the"
 * picks one record instead ("the parcel with the maximum weight").
 */
const FIELD_ACCUMULATORS: ReadonlySet<string> = new Set(['$sum', '$avg']);

/** Whether a group key names the listed things (an identifying or kind field, or an entity), not a figure shown beside them. */
function namesListedThings(ctx: EngineContext, group: GroupNoun): boolean {
  if (group.entity) return true;
  const entry = ctx.index.byNorm.get(normName(group.key));
  return !!entry && identifies(entry);
}

/** Words at most between an accumulator and the comparison that keeps its groups ("an average *concert audience* over"). */
const KEPT_GAP = 6;

/** What a comparison after token `from`, within the accumulated figure's reach, compares with: a number, anything else, or nothing. */
function comparedAfter(ctx: EngineContext, from: number): 'number' | 'other' | null {
  for (let k = from; k < ctx.tokens.length && k <= from + KEPT_GAP; k++) {
    if (CLAUSE_BREAKS.has(ctx.tokens[k]!.text)) return null;
    const comparison = matchComparison(ctx.tokens, k);
    if (comparison) return ctx.tokens[k + comparison[0].length]?.kind === 'number' ? 'number' : 'other';
  }
  return null;
}

/**
 * A field accumulated per listed thing: shown beside it ("the bakeries along with the total flour cost", "donors
 * and their average gift"; the field-valued twin of proposeListedCount), or keeping it ("artists whose average
 * attendance is over 200", "suppliers with an average purchase amount above 50,000": a condition on groups). A figure
 * compared with another figure ("the model with an average fare above that of all models") is neither.
 */
export function proposeAccumulatedPerThing(ctx: EngineContext): GroupProposal | null {
  if (!FIELD_ACCUMULATORS.has(ctx.analysis.operation ?? '') || !ctx.analysis.metric) return null;
  const opAt = ctx.roles.indexOf('operation');
  if (opAt < 2) return null;
  let lead = opAt - 1;
  while (lead > 0 && FIGURE_DETERMINERS.has(ctx.tokens[lead]!.text) && ctx.roles[lead] !== 'operation') lead--;
  const word = ctx.tokens[lead]?.text ?? '';
  const compared = comparedAfter(ctx, opAt + 1);
  if (compared === 'number' && RECORD_SUBJECT_FOLLOWERS.has(word)) {
    const group = groupNounBefore(ctx, lead);
    return group && group.to === lead && namesListedThings(ctx, group) ? groupedBy(group, [group.from, opAt + 1], 'groupBy.kept-by-aggregate') : null;
  }
  const connector = compared ? -1 : connectorStart(ctx.tokens, lead);
  if (connector < 0) return null;
  const group = groupNounBefore(ctx, connector);
  return group && namesListedThings(ctx, group) ? groupedBy(group, [group.from, opAt + 1], 'groupBy.listed-with-aggregate') : null;
}

/** Words at most between the ranked noun and the superlative ("the ward *which has the* highest average …"). */
export const RANKED_GAP = 4;

/** Accumulators whose value per group a superlative ranks ("the highest average salary", "the largest total amount"). */
const RANKABLE_ACCUMULATORS: ReadonlySet<string> = new Set(['$avg', '$sum']);

/**
 * "the ward with the highest average wage", "which game has the largest total hours": groups ranked by an
 * accumulated value. The group is the noun before the superlative; the accumulator stays what the question names.
 */
export function proposeAggregateRanking(ctx: EngineContext): GroupProposal | null {
  const { tokens } = ctx;
  if (!RANKABLE_ACCUMULATORS.has(ctx.analysis.operation ?? '')) return null;
  const metric = ctx.analysis.metric ? ctx.index.byNorm.get(normName(ctx.analysis.metric)) : undefined;
  for (let i = 1; i < tokens.length; i++) {
    if (!SUPERLATIVES.has(tokens[i]!.text) || ctx.projection[i]) continue;
    const next = tokens[i + 1]?.text === 'the' ? i + 2 : i + 1;
    // "the highest total credits" where a field is called that ranks a stored value; "which aisle sells the most in
    // total", "which ward takes longest on average": the accumulator may follow as an adverb
    if (!(ctx.roles[next] === 'operation' || adverbialAccumulatorAfter(ctx, i)) || metric?.canonWords.includes(tokens[next]!.canon)) continue;
    const group = groupNounBefore(ctx, i);
    // "the pastry chef with the highest total mark": the noun right before names the ranked things, not a field further back
    if (group && i - group.to <= RANKED_GAP) return groupedBy(group, [group.from, next + 1], 'groupBy.aggregate-ranking');
  }
  return null;
}

/** Whether the question's accumulator comes after the superlative at `i` as an adverb ending its clause ("… the most in total"). */
function adverbialAccumulatorAfter(ctx: EngineContext, i: number): boolean {
  const at = ctx.roles.indexOf('operation');
  return at > i + 1 && ADVERBIAL_ACCUMULATOR_LEADS.has(ctx.tokens[at - 1]!.text) && endsRanking(ctx.tokens[at + 1]);
}


/**
 * "top 5 customers by total spend", "the 3 branches by average loan amount": records of one collection ranked by a
 * figure accumulated over another collection's records, which link to them: one group per linked record. A figure
 * the named collection stores itself ("top 5 products by price", "by total sales" where a field is called that)
 * ranks the records instead.
 */
export function proposeTopByAggregate(ctx: EngineContext): GroupProposal | null {
  const { tokens } = ctx;
  if (!RANKABLE_ACCUMULATORS.has(ctx.analysis.operation ?? '')) return null;
  const metric = ctx.analysis.metric ? ctx.index.byNorm.get(normName(ctx.analysis.metric)) : undefined;
  const limitAt = ctx.roles.indexOf('limit');
  if (!metric || limitAt < 0) return null;
  for (let by = limitAt + 2; by < tokens.length && by <= limitAt + LIMIT_BY_GAP + 1; by++) {
    if (tokens[by]!.text !== 'by') continue;
    let figure = by + 1;
    while (FIGURE_DETERMINERS.has(tokens[figure]?.text ?? '') && ctx.roles[figure] !== 'operation') figure++;
    if (ctx.roles[figure] !== 'operation' || mentionStartingAt(ctx, figure)?.entry === metric) return null;
    const ranked = collectionEndingAt(ctx, by);
    if (!ranked || ranked.from <= limitAt || ctx.owners.ownerOf.get(metric) === ranked.collection) return null;
    const group = keyEndingAt(ctx, by);
    return group?.entity ? groupedBy(group, [ranked.from, figure + 1], 'groupBy.top-by-aggregate') : null;
  }
  return null;
}

/** Words that may stand between an order phrase and the count it orders by ("ordered by the *highest* number of"). */
const ORDER_FILLERS: ReadonlySet<string> = new Set([...FIGURE_DETERMINERS, 'highest', 'lowest', 'largest', 'smallest', 'greatest']);

const RELATIVE_SUBJECTS: ReadonlySet<string> = new Set(['they', 'he', 'she', 'it', 'who', 'that', 'which']);

/**
 * "the number of dogs they rescued", "the number of eggs laid" where a field is called `Rescued`, `Laid`: the
 * verb after the records names a stored number.
 */
function verbFieldAfter(ctx: EngineContext, at: number): boolean {
  let k = at;
  while (k < at + 3 && (RELATIVE_SUBJECTS.has(ctx.tokens[k]?.text ?? '') || ctx.tokens[k]?.text === 'have' || ctx.tokens[k]?.text === 'has')) k++;
  const field = mentionStartingAt(ctx, k);
  return !!field && isVerbMention(ctx, field);
}

/** Where a sort phrase ending at token `end` starts, or -1 ("in descending order of", "sorted by"). */
function sortPhraseEndingAt(ctx: EngineContext, end: number): number {
  if (!SORT_PHRASE_ENDS.has(ctx.tokens[end]?.text ?? '')) return -1;
  for (let from = Math.max(0, end - 4); from <= end; from++) {
    const hit = matchSortPhrase(ctx.tokens, from);
    if (hit && from + hit[0].length === end + 1) return from;
  }
  return -1;
}

/**
 * "rank the kilns by how many firings": where an order verb parted from the "by" at `by` by the things it orders
 * stands, at most LIMIT_BY_GAP words before it in the same clause; -1 when none does.
 */
function partedOrderVerbBefore(ctx: EngineContext, by: number): number {
  for (let k = by - 1; k >= 0 && k >= by - LIMIT_BY_GAP - 1; k--) {
    const word = ctx.tokens[k]!.text;
    if (ORDER_VERBS_BEFORE_BY.has(word)) return k;
    if (word === ',' || CLAUSE_BREAKS.has(word)) return -1;
  }
  return -1;
}

/**
 * "the moods, ordered by the number of diaries that record each", "trades in descending order of the number of
 * firms": things listed, then ordered by a count of records: the records are counted per listed thing.
 */
export function proposeOrderedByCount(ctx: EngineContext, counts: readonly RecordCount[]): GroupProposal | null {
  // each scan starts where the last one stopped, so many order phrases cost one pass over the question
  let searched = 1;
  for (const { records, at } of counts) {
    const c = wordBeforeCount(ctx.tokens, at, ORDER_FILLERS);
    // "sorted by the number of spectators": things the schema does not name are a stored number, not records
    if (records.unnamed || verbFieldAfter(ctx, records.to)) continue;
    const from = sortPhraseEndingAt(ctx, c);
    const verbAt = from < 1 && ctx.tokens[c]?.text === 'by' ? partedOrderVerbBefore(ctx, c) : -1;
    if (verbAt >= 0) {
      const listed = firstListed(ctx, c, verbAt + 1);
      if (listed) return groupedBy(listed, [listed.from, records.to], 'groupBy.ordered-by-count+parted-verb');
    }
    if (from < 1) continue;
    const listed = firstListed(ctx, from, searched);
    searched = Math.max(searched, from + 1);
    if (listed) return groupedBy(listed, [listed.from, records.to], 'groupBy.ordered-by-count');
  }
  return null;
}

/**
 * "the 4 chefs by number of dishes cooked", "top 10 depots by count of parcels": records of one collection limited and
 * ranked "by" a count of another collection's records: those records are counted per ranked record, by the link
 * they keep to it (see keptByCounted).
 */
export function proposeTopByCount(ctx: EngineContext, counts: readonly RecordCount[]): GroupProposal | null {
  const limitAt = ctx.roles.indexOf('limit');
  if (limitAt < 0) return null;
  for (const { records, at } of counts) {
    const c = wordBeforeCount(ctx.tokens, at, FIGURE_DETERMINERS);
    if (records.unnamed || ctx.tokens[c]?.text !== 'by' || c <= limitAt + 1 || c > limitAt + LIMIT_BY_GAP + 1) continue;
    const ranked = collectionEndingAt(ctx, c);
    const counted = collectionEndingAt(ctx, records.to);
    // "the top 3 people by number of rentals": people in general are whoever the counted records point at
    const person = !ranked && counted && c - 1 > limitAt && GENERIC_PERSON_NOUNS.has(ctx.tokens[c - 1]!.text) ? personLink(ctx) : null;
    if (person) return groupedBy({ key: person.name }, [c - 1, records.to], 'groupBy.top-by-count+people');
    // "the top 2 growers by number of crates" where crates keep `grower_name`: a field of the counted records names the groups
    const field = !ranked && counted ? ownFieldKeyEndingAt(ctx, c, counted.collection, limitAt) : null;
    if (field) return groupedBy(field, [field.from, records.to], 'groupBy.top-by-count+counted-records-field');
    const group = ranked && ranked.from > limitAt ? keyEndingAt(ctx, c) : null;
    if (!group?.entity || !counted || counted.collection === ranked!.collection) continue;
    const kept = keptByCounted(ctx, { ...group, to: c }, records.to);
    return groupedBy(kept ? { key: kept.name, via: '+counted-records-key' } : group, [ranked!.from, records.to], 'groupBy.top-by-count');
  }
  return null;
}

/** A leaf field of the collection `owner` named by the words ending at `end` (after the limit at `limitAt`), as a group key. */
function ownFieldKeyEndingAt(ctx: EngineContext, end: number, owner: string, limitAt: number): GroupNoun | null {
  const group = keyEndingAt(ctx, end);
  const entry = group && !group.entity && group.from > limitAt ? ctx.index.byName.get(group.key) : undefined;
  return entry && ctx.owners.ownerOf.get(entry) === owner ? group : null;
}

/** The first thing a question lists before token `until` that names a group key, skipping words with a role. */
function firstListed(ctx: EngineContext, until: number, start = 1): (GroupNoun & { readonly to: number }) | null {
  for (let end = start; end <= until; end++) {
    if (ctx.roles[end - 1] || ctx.mentions.some((m) => m.from < end && m.to > end)) continue;
    const found = keyEndingAt(ctx, end);
    // "tent statuses and the number of each": records' word before a field of theirs qualifies it, the field is listed
    if (found?.entity && mentionStartingAt(ctx, end) && !collectionMentionAt(ctx, end)) continue;
    if (found) return { ...found, to: end };
  }
  return null;
}

/** Words after a bare "each" that refer back to a thing listed before ("each one", "each has", "at each."). */
const ANAPHORIC_FOLLOWERS: ReadonlySet<string> = new Set(['one', 'has', 'have', 'had', 'is', 'was', 'offers', 'contains']);

/**
 * "List all stages and how many gigs were played on each one", "shoppers and how many baskets each has": a bare
 * "each" naming nothing refers back to the first thing the question lists, which is then the group.
 */
export function proposeAnaphoricGroup(ctx: EngineContext, at: number): GroupProposal | null {
  const next = ctx.tokens[at + 1];
  if (next && next.kind !== 'symbol' && !ANAPHORIC_FOLLOWERS.has(next.text)) return null;
  const found = firstListed(ctx, at - 1);
  return found ? groupedBy(found, [found.from, found.to], 'groupBy.each-refers-back') : null;
}
