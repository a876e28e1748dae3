import type { AnalysisT } from '../../model.ts';
import { placedOrShallowest, type EngineContext } from '../context.ts';
import { isIdField, measuredHead, unitOf, type FieldEntry, type FieldIndex } from '../field-index.ts';
import { ATTRIBUTE_WORDS, CURRENCY_NAMED_UNITS, MEASURE_OF_UNIT, UNIT_MEASURES, UNIT_SIZE } from '../lexicon/attributes.ts';
import { DURATION_NOUNS, MEASURED_ATTRIBUTES, MONEY_ONLY_MEASURES, PLURAL_ONLY_MEASURES, SHORTENED_MEASURES, SPAN_UNITS } from '../lexicon/measured-attributes.ts';
import { CALENDAR_UNITS, CONDITION_OPENERS, FIELD_ROLE_WORDS, MEASURE_WORDS } from '../lexicon/words.ts';
import { collectionMentionAt, hasNumericChild, mentionStartingAt, numericLeaf } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { perSchema, perSchemaKeyed } from '../schema-memo.ts';
import { accumulatesAField } from './metric-from-sort.ts';
import { canonWord } from '../text.ts';
import { addToList, remembered } from '../multimap.ts';
import { leavesHolding } from './filters/field-resolver.ts';
import { holdsMoney } from './records-amount.ts';

/** A field word shorter than this is too ambiguous to stand for a longer spoken word ("ag" in "agency"). */
export const MIN_ABBREVIATION = 3;
/** Letters the spoken word must add to the abbreviation, so that a mere inflection ("rank" → "ranks") is no abbreviation. */
const MIN_ABBREVIATED_LETTERS = 3;

/** Order in which words are read: those after the accumulator first, then those before it. */
function readingOrder(ctx: EngineContext): number[] {
  const span = ctx.evidence.get('operation')?.items.find((item) => item.span)?.span;
  const start = span ? span[1] : 0;
  const order: number[] = [];
  for (let k = 0; k < ctx.tokens.length; k++) order.push((start + k) % ctx.tokens.length);
  return order;
}

/** Field-name words of moments: `datetime_refund` is when a refund was made, not how much. */
const MOMENT_WORDS: ReadonlySet<string> = new Set(['date', 'datetime', 'timestamp'].map(canonWord));
/** A field holding when something happened: it has a latest and an earliest, never a total or an average. */
const isMomentField = (e: FieldEntry): boolean => e.canonWords.some((w) => MOMENT_WORDS.has(w));
const measurable = (e: FieldEntry): boolean => !e.children.length && !isIdField(e) && !isMomentField(e);

/** The measured-attribute lexicon keyed by canonical form too, so an inflection ("injuries") finds its entry. */
const MEASURED_BY_CANON: ReadonlyMap<string, readonly string[]> = new Map(
  [...MEASURED_ATTRIBUTES].filter(([word]) => !PLURAL_ONLY_MEASURES.has(word)).map(([word, heads]) => [canonWord(word), heads] as const).filter(([canon]) => !MEASURED_ATTRIBUTES.has(canon)),
);

/** Fields by a word: a map, or a table read per word asked (the words asked of it are lexicon words, a few per schema). */
interface FieldsByWord {
  get(word: string): readonly FieldEntry[] | undefined;
}

/**
 * Measurable fields by their head word, those of them whose own name is that one word, and those of several own words
 * by each measure word among them; built once per schema, so each question word costs lookups instead of a pass over
 * the schema.
 */
interface MeasurableIndex {
  readonly byHead: ReadonlyMap<string, readonly FieldEntry[]>;
  readonly oneWordByHead: ReadonlyMap<string, readonly FieldEntry[]>;
  /** by MEASURE_NAMES only, the one kind of word it is asked for (measureNamedFields) */
  readonly compoundByWord: FieldsByWord;
  /** fields whose one-word name is a few consonants (`HS`, `pts`): shortened words */
  readonly consonantNamed: readonly FieldEntry[];
  /** head words short enough to be a longer word cut off (`dur_min` → dur), each once */
  readonly shortHeads: readonly string[];
  /** head words of a few consonants, the skeleton of a longer word (`pd_amt` → pd), each once */
  readonly consonantHeads: readonly string[];
  /** fields of a rate per some unit by the word measured (`GoalsPerMatch` → goal) */
  readonly perUnitByWord: ReadonlyMap<string, readonly FieldEntry[]>;
  /** fields whose name ends in a unit, by that unit (`area_ha` → ha) */
  readonly byUnit: ReadonlyMap<string, readonly FieldEntry[]>;
  /** fields of several own words by each word before the head, unless the head says what kind of word it holds (`price_band`) */
  readonly modifiedByWord: FieldsByWord;
  /** by rule, the fields each word read so far stands for (questions repeat words across requests) */
  readonly found: Map<Finder, Map<string, readonly FieldEntry[]>>;
}

type Finder = (fields: MeasurableIndex, word: string) => readonly FieldEntry[];
/** Words remembered per rule and schema; a question may bring any number of new ones. */
const FOUND_MEMO_LIMIT = 512;
/** Most words stand for no field: they all share this one answer. */
const NO_FIELDS: readonly FieldEntry[] = Object.freeze([]);

/** What `find` gives for `word` on this schema, computed once per word. */
function foundFor(fields: MeasurableIndex, find: Finder, word: string): readonly FieldEntry[] {
  let memo = fields.found.get(find);
  if (!memo) fields.found.set(find, (memo = new Map()));
  return remembered(memo, word, FOUND_MEMO_LIMIT, (w) => {
    const found = find(fields, w);
    return found.length ? found : NO_FIELDS;
  });
}

/** The schema's measurable fields, indexed once per field index (the schema memo keeps it between requests). */
const measurableIndex = perSchema(buildMeasurableIndex);

/** Measurable fields of several own words holding `word` among them (see compoundByWord); per schema and word asked. */
const compoundHolding = perSchemaKeyed((index: FieldIndex, word: string): readonly FieldEntry[] =>
  leavesHolding(index, word).filter((e) => measurable(e) && e.ownWords.length > 1 && e.ownWords.includes(word)));

/** Measurable fields with `word` before their head (see modifiedByWord); per schema and word asked. */
const modifiedBy = perSchemaKeyed((index: FieldIndex, word: string): readonly FieldEntry[] =>
  leavesHolding(index, word).filter((e) => {
    if (!measurable(e) || e.ownWords.length < 2) return false;
    const head = measuredHead(e);
    const at = e.ownWords.indexOf(word);
    return !WORDED_FIELD_ENDINGS.has(head) && at >= 0 && at < e.ownWords.indexOf(head);
  }));

function buildMeasurableIndex(index: FieldIndex): MeasurableIndex {
  const byHead = new Map<string, FieldEntry[]>();
  const oneWordByHead = new Map<string, FieldEntry[]>();
  const consonantNamed: FieldEntry[] = [];
  const shortHeads = new Set<string>();
  const consonantHeads = new Set<string>();
  const perUnitByWord = new Map<string, FieldEntry[]>();
  const byUnit = new Map<string, FieldEntry[]>();
  for (const e of index.entries) {
    if (!measurable(e)) continue;
    const unit = unitOf(e);
    if (unit) addToList(byUnit, unit, e);
    const head = measuredHead(e);
    if (head.length >= MIN_ABBREVIATION && head.length <= MAX_CUT_HEAD && /^[a-z]+$/.test(head)) shortHeads.add(head);
    if (CONSONANT_NAME.test(head)) consonantHeads.add(head);
    const own = e.ownWords;
    const per = own.indexOf(PER, 1);
    if (per > 0) addToList(perUnitByWord, own[per - 1]!, e);
    addToList(byHead, head, e);
    if (own.length === 1) addToList(oneWordByHead, head, e);
    if (own.length === 1 && CONSONANT_NAME.test(head)) consonantNamed.push(e);
  }
  return {
    byHead, oneWordByHead, compoundByWord: { get: (word) => compoundHolding(index, word) }, consonantNamed, shortHeads: [...shortHeads],
    consonantHeads: [...consonantHeads], perUnitByWord, byUnit, modifiedByWord: { get: (word) => modifiedBy(index, word) }, found: new Map(),
  };
}

/** The fields listed under some of `keys`, in schema order. */
function fieldsUnder(map: FieldsByWord, keys: Iterable<string>): FieldEntry[] {
  const found: FieldEntry[] = [];
  for (const key of keys) found.push(...(map.get(key) ?? []));
  return found.sort((a, b) => a.order - b.order);
}

/** The fields under the first of `keys` (listed most likely first) that has any. */
function firstListedFields(map: FieldsByWord, keys: Iterable<string>): FieldEntry[] {
  for (const key of keys) if (map.get(key)?.length) return fieldsUnder(map, [key]);
  return [];
}

/** The usual field words of measure noun `word`, unless it is a shortening the schema names other fields by (SHORTENED_MEASURES). */
const measuredHeads = (fields: MeasurableIndex, word: string): readonly string[] | undefined =>
  SHORTENED_MEASURES.has(word) && fields.modifiedByWord.get(word)?.length ? undefined : MEASURED_ATTRIBUTES.get(word);

/** "how old", "paid", "accommodated": fields whose head word is one the spoken word stands for. */
function attributeFields(fields: MeasurableIndex, word: string): FieldEntry[] {
  const words = measuredHeads(fields, word) ?? ATTRIBUTE_WORDS.get(word) ?? MEASURED_BY_CANON.get(word);
  return words ? listedOrCutOffFields(fields, words) : [];
}

/** A head word this long or shorter may be a longer word cut off ("dur", "dist"). */
const MAX_CUT_HEAD = 4;

/**
 * The fields under the first of the field words `words` (as said, most likely first) that has any; else those whose
 * head is one of them cut off (`Dur_hrs` for "duration", `dist_km` for "distance"), the first word that opens with one.
 */
function listedOrCutOffFields(fields: MeasurableIndex, words: readonly string[]): FieldEntry[] {
  const canons = words.map(canonWord);
  const listed = firstListedFields(fields.byHead, canons);
  if (listed.length) return listed;
  const cut = fieldsOfHeadsMatching(fields, fields.shortHeads, words, (head, word) => word.length >= head.length + MIN_ABBREVIATED_LETTERS && word.startsWith(head));
  if (cut.length) return cut;
  // `pd_amt` for "paid": a head of consonants spelling a listed word's skeleton
  const skeletal = fieldsOfHeadsMatching(fields, fields.consonantHeads, words, (head, word) => isSkeletonOf(head, word, MIN_SKELETON_EXTRA_LETTERS));
  if (skeletal.length) return skeletal;
  // `capacityCrates`, `score_marks`: the measure named first, the thing it is counted in after it
  return firstListedFields(fields.modifiedByWord, canons);
}

/** The fields under the `heads` that match the first of `words` any of them matches; none when no word is matched. */
function fieldsOfHeadsMatching(fields: MeasurableIndex, heads: readonly string[], words: readonly string[], matches: (head: string, word: string) => boolean): FieldEntry[] {
  for (const word of words) {
    const matched = heads.filter((head) => matches(head, word));
    if (matched.length) return fieldsUnder(fields.byHead, matched);
  }
  return [];
}

/** The schema's fields measuring what the field words `words` name (as said, most likely first), by head word or its cut-off form. */
export const fieldsMeasuring = (ctx: EngineContext, words: readonly string[]): readonly FieldEntry[] => listedOrCutOffFields(measurableIndex(ctx.index), words);

/**
 * The field a measure noun at token `at` names by its usual other name ("price" → `listPrice`, "salary" →
 * `monthlyWage`): the one whose enclosing path the question names, else the shallowest.
 */
export function measuredAttributeField(ctx: EngineContext, at: number): FieldEntry | undefined {
  const token = ctx.tokens[at];
  if (token?.kind !== 'word') return undefined;
  return measuredWordField(ctx, token.text, token.canon);
}

/** The field a measure word names by its usual other name (as written, else by its canonical form `canon`); see measuredAttributeField. */
export function measuredWordField(ctx: EngineContext, word: string, canon: string): FieldEntry | undefined {
  const fields = measurableIndex(ctx.index);
  let found = foundFor(fields, measuredNounFields, word);
  if (!found.length && canon !== word) found = foundFor(fields, measuredNounFields, canon);
  if (!found.length && (DURATION_NOUNS.has(word) || DURATION_NOUNS.has(canon))) found = spanFieldsOfAskedRecords(ctx, fields);
  return found.length ? placedOrShallowest(ctx, plainest(qualifiedBySpokenWord(ctx, found))) : undefined;
}

/** The fields a measure word names by its usual other names ("length" → `duration_min`) that `collection`'s records keep. */
export function measuredWordFieldsOf(ctx: EngineContext, token: { readonly text: string; readonly canon: string }, collection: string): readonly FieldEntry[] {
  const fields = measurableIndex(ctx.index);
  const heads = measuredHeads(fields, token.text) ?? MEASURED_BY_CANON.get(token.canon);
  return heads ? fieldsUnder(fields.byHead, new Set(heads.map(canonWord))).filter((e) => ctx.owners.ownerOf.get(e) === collection) : NO_FIELDS;
}

const SPAN_UNIT_CANONS: readonly string[] = SPAN_UNITS.map(canonWord);

/**
 * "the average duration of the calls" where no field is named by "duration": a field naming a unit of time beside
 * another word (`minutes_talked`) keeps how long something lasted. Of several, those of the records the question
 * names (not `years_as_customer` of the callers), whatever their unit: no unit is likelier than another.
 */
function spanFieldsOfAskedRecords(ctx: EngineContext, fields: MeasurableIndex): readonly FieldEntry[] {
  const spans = fieldsUnder(fields.modifiedByWord, SPAN_UNIT_CANONS);
  const asked = new Set(ctx.collectionMentions.map((m) => m.collection));
  const owned = spans.filter((e) => asked.has(ctx.owners.ownerOf.get(e) ?? ''));
  return owned.length ? owned : spans;
}

/**
 * "earn" → `annualWage`: fields whose head word is one a measure noun (or its canonical form) is usually stored under;
 * else money fields under its money-only words (MONEY_ONLY_MEASURES), never over a field of its usual words.
 */
function measuredNounFields(fields: MeasurableIndex, word: string): FieldEntry[] {
  const heads = measuredHeads(fields, word) ?? MEASURED_BY_CANON.get(word);
  const found = heads ? listedOrCutOffFields(fields, heads) : [];
  const moneyHeads = found.length ? undefined : MONEY_ONLY_MEASURES.get(word);
  return moneyHeads ? fieldsUnder(fields.byHead, moneyHeads).filter(holdsMoney) : found;
}

/**
 * Of fields sharing a head word, those another word of whose own name the question says outside its accumulator
 * ("the total of domestic fares" → `domestic_fares` over `total_fares`); else all.
 */
function qualifiedBySpokenWord(ctx: EngineContext, fields: readonly FieldEntry[]): readonly FieldEntry[] {
  if (fields.length < 2) return fields;
  const said = new Set<string>();
  for (let i = 0; i < ctx.tokens.length; i++) if (ctx.roles[i] !== 'operation') said.add(ctx.tokens[i]!.canon);
  const qualified = fields.filter((e) => e.ownWords.some((w) => w !== measuredHead(e) && said.has(w)));
  return qualified.length ? qualified : fields;
}

/** Of fields a word stands for, those of fewest own words: no word said the others' qualifier (`rain_mm` over `yearly_rain_mm`). */
function plainest(fields: readonly FieldEntry[]): readonly FieldEntry[] {
  if (fields.length < 2) return fields;
  const fewest = Math.min(...fields.map((e) => e.ownWords.length));
  return fields.filter((e) => e.ownWords.length === fewest);
}

/** "enrollment" → `enr`: a one-word field whose name opens the spoken word, at least a few letters shorter. */
function abbreviatedFields(fields: MeasurableIndex, word: string): FieldEntry[] {
  const openings: string[] = [];
  for (let length = MIN_ABBREVIATION; length <= word.length - MIN_ABBREVIATED_LETTERS; length++) openings.push(word.slice(0, length));
  return fieldsUnder(fields.oneWordByHead, openings);
}

/** A name of two to four consonants ("y" counts as one): the skeleton of a longer word, as `hrs` is of "hours". */
const CONSONANT_NAME = /^[b-df-hj-np-tv-z]{2,4}$/;

/**
 * Letters a field-name word listed for a spoken word must add to a consonant skeleton of it (`pd` of "paid"); the
 * listing vouches for the word, so fewer than a spoken word must add.
 */
const MIN_SKELETON_EXTRA_LETTERS = 2;

/** Whether `short` keeps the first and last letters of `word` and some of its letters between, in order. */
function isSkeletonOf(short: string, word: string, extraLetters = MIN_ABBREVIATED_LETTERS): boolean {
  if (word.length < short.length + extraLetters || short[0] !== word[0] || short[short.length - 1] !== word[word.length - 1]) return false;
  let k = 1;
  for (let j = 1; j < word.length - 1 && k < short.length - 1; j++) if (word[j] === short[k]) k++;
  return k === short.length - 1;
}

/**
 * Whether a field word abbreviates a longer spoken word (both canonical, or both verb stems): it opens the word a few
 * letters shorter ("consec" of "consecrate"), or spells its skeleton in consonants ("cnst" of "construct").
 */
export const fieldWordAbbreviates = (short: string, word: string): boolean =>
  short.length >= MIN_ABBREVIATION && word.length >= short.length + MIN_ABBREVIATED_LETTERS
  && (word.startsWith(short) || (CONSONANT_NAME.test(short) && isSkeletonOf(short, word)));

/** "hours" → `HS`, "points" → `pts`: a one-word field of a few consonants that spells the spoken word's skeleton. */
function skeletonFields(fields: MeasurableIndex, word: string): FieldEntry[] {
  return fields.consonantNamed.filter((e) => isSkeletonOf(measuredHead(e), word));
}

/** The word of a field's name that says its number is a rate per some unit (`GoalsPerMatch`, `cost_per_night`). */
const PER = 'per';

/** "the average intercepts" → `InterceptsPerMatch`: a field of a rate per some unit measures the word before "per". */
function perUnitFields(fields: MeasurableIndex, word: string): readonly FieldEntry[] {
  return fields.perUnitByWord.get(word) ?? NO_FIELDS;
}

/** Whether two unit words name one unit ("hectares" and `ha`, "days" and `day`): one word, or the same measure and size. */
export const sameUnit = (a: string, b: string): boolean => canonWord(a) === canonWord(b) || (MEASURE_OF_UNIT.has(a) && MEASURE_OF_UNIT.get(a) === MEASURE_OF_UNIT.get(b) && UNIT_SIZE.get(a) === UNIT_SIZE.get(b));

/** "the total hectares" → `area_ha`: fields whose name ends in the unit the word names ("pounds" a currency first). */
function unitNamedFields(fields: MeasurableIndex, word: string): readonly FieldEntry[] {
  const inCurrency = fields.byUnit.get(CURRENCY_NAMED_UNITS.get(word) ?? '');
  if (inCurrency) return inCurrency;
  if (!MEASURE_OF_UNIT.has(word)) return NO_FIELDS;
  return [...fields.byUnit].flatMap(([unit, entries]) => (sameUnit(word, unit) ? entries : []));
}

/** The fields kept in the unit a word names ("kilograms" → `load_kg`), as written. */
export const fieldsKeptIn = (ctx: EngineContext, word: string): readonly FieldEntry[] => unitNamedFields(measurableIndex(ctx.index), word);

/** Words that name what a field holds by its measure or unit: "the total amount" (`parcel_amount`), "hours" (`Hours_Worked`). */
const MEASURE_NAMES: ReadonlySet<string> = new Set([...MEASURE_WORDS, 'hours', 'minutes', 'days', 'weeks', 'years'].map(canonWord));

/**
 * "the total amount of parcels", "the total hours of work": fields whose own name holds that measure word beside
 * another word; else one called just that word ("the average glucose value" → `value`, the word before it saying
 * whose), unless that word is a calendar unit. A field called just `amount` is otherwise the operation stage's (it yields when a word says whose amount).
 */
function measureNamedFields(fields: MeasurableIndex, word: string): readonly FieldEntry[] {
  if (!MEASURE_NAMES.has(word)) return [];
  const compound = fieldsUnder(fields.compoundByWord, [word]);
  // a field called just `year` says when, not how many years
  return compound.length || CALENDAR_WORDS.has(word) ? compound : fields.oneWordByHead.get(word) ?? NO_FIELDS;
}

/** A total or an average of a moment (`Date`): what the question adds up is some span or count the words name. */
function addsUpAMoment(ctx: EngineContext, a: Readonly<AnalysisT>): boolean {
  if (a.operation !== '$sum' && a.operation !== '$avg') return false;
  const entry = ctx.index.byName.get(a.metric!);
  return !!entry && isMomentField(entry);
}

/** The rule reading a generic measure word ("amount", "value") as the field whose name holds it. */
export const MEASURE_IN_NAME = 'metric.measure-in-name';

const RULES = [
  ['metric.attribute-word', attributeFields],
  ['metric.abbreviated-field', abbreviatedFields],
  ['metric.skeleton-abbreviation', skeletonFields],
  [MEASURE_IN_NAME, measureNamedFields],
  ['metric.rate-per-unit', perUnitFields],
  ['metric.unit-word', unitNamedFields],
] as const;

/**
 * The field the word at token `i` stands for by one of the word rules (an attribute word, an abbreviating or skeleton
 * field name, a measure in a field's name, a rate per unit), with the rule that read it; none when no rule reads it.
 */
export function fieldSaidAt(ctx: EngineContext, i: number): { field: FieldEntry; rule: string } | undefined {
  const token = ctx.tokens[i];
  if (token?.kind !== 'word') return undefined;
  const fields = measurableIndex(ctx.index);
  for (const [rule, find] of RULES) {
    const field = wordField(ctx, fields, find, token);
    if (field) return { field, rule };
  }
  return undefined;
}

/** The field `find` reads a word as (as written, else by its canonical form), placed or shallowest of its plainest. */
function wordField(ctx: EngineContext, fields: MeasurableIndex, find: Finder, token: { readonly text: string; readonly canon: string }): FieldEntry | undefined {
  return placedOrShallowest(ctx, plainest(foundFor(fields, find, token.text)))
    ?? (token.canon !== token.text ? placedOrShallowest(ctx, plainest(foundFor(fields, find, token.canon))) : undefined);
}

/**
 * Refiner: an accumulator still without a field takes the one a word of the question stands for — a question word
 * or verb naming an attribute ("how old" → age, "paid" → a payment field), or a field name abbreviating the spoken
 * word (`wt` for "weight"). Words after the accumulator are read first; words a condition took ("bakers aged 40
 * or more") name what is filtered, not what is accumulated.
 */
export function unnamedMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (!accumulatesAField(a)) return;
  if (a.metric !== null) {
    if (!addsUpAMoment(ctx, a)) return;
    // an average of "years" read onto the date field: a span of time is some other field
    propose(ctx, { member: 'metric', apply: 'replace', value: null, confidence: 0.5, rule: 'metric.moment-not-accumulated', text: a.metric });
  }
  const fields = measurableIndex(ctx.index);
  // the words each rule reads, in reading order; a word read once and standing for no field stands for none when
  // repeated, so only its first place is kept (gathered once: every rule reads the same words)
  const read = new Set<string>();
  const words: number[] = [];
  for (const i of readingOrder(ctx)) {
    const token = ctx.tokens[i]!;
    if (token.kind !== 'word' || ctx.roles[i] === 'time' || ctx.roles[i] === 'filter' || read.has(token.text)) continue;
    read.add(token.text);
    words.push(i);
  }
  for (const [rule, find] of RULES) {
    for (const i of words) {
      const field = wordField(ctx, fields, find, ctx.tokens[i]!);
      if (!field) continue;
      propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.5, rule, span: [i, i + 1], text: field.name });
      return;
    }
  }
}

/** Last words of fields that hold words, places or kinds, never an amount: they are named, not added up. */
const WORDED_FIELD_ENDINGS: ReadonlySet<string> = new Set(
  [...Object.entries(FIELD_ROLE_WORDS).filter(([role]) => role !== 'duration').flatMap(([, words]) => words), 'type', 'code', 'status', 'kind'].map(canonWord),
);

/** Field-name words of calendar units: a `year` field says when, and adding it up or averaging it means nothing. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set(CALENDAR_UNITS.map(canonWord));

/** The number a named field holds: itself, or for an object the child holding its number; none for words, ids and records. */
export function heldNumber(e: FieldEntry): FieldEntry | undefined {
  const leaf = e.children.length ? (hasNumericChild(e) ? numericLeaf(e) : undefined) : e;
  if (!leaf || isIdField(leaf) || WORDED_FIELD_ENDINGS.has(leaf.canonWords[leaf.canonWords.length - 1] ?? '')) return undefined;
  return leaf;
}

/**
 * Refiner, last of the metric rules: when words set the accumulator's field further off than its own reach ("the mean,
 * per depot, of truck breakdowns") and no word rule found it, the nearest field named (after the accumulator first,
 * then before) that holds a number and no condition, grouping or date took, is what it accumulates.
 */
export function nearestMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric !== null || !accumulatesAField(a)) return;
  const adds = a.operation === '$sum' || a.operation === '$avg';
  const order = readingOrder(ctx);
  // after the accumulator, a condition's clause ("players whose status …") names what is filtered, not accumulated
  const opener = order.findIndex((i) => i >= order[0]! && CONDITION_OPENERS.has(ctx.tokens[i]!.text));
  const reading = opener < 0 ? order : order.filter((i) => i < order[0]! || i < order[opener]!);
  for (const i of reading) {
    const mention = mentionStartingAt(ctx, i);
    if (!mention || ctx.roles[i] || collectionMentionAt(ctx, i)) continue;
    const field = heldNumber(mention.entry);
    if (!field || (adds && (isMomentField(field) || CALENDAR_WORDS.has(measuredHead(field))))) continue;
    propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.4, rule: 'metric.nearest-measure-mention', span: [mention.from, mention.to], text: field.name });
    return;
  }
}
