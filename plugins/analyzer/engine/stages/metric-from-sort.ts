import type { AnalysisT } from '../../model.ts';
import { closesAt, placedOrShallowest, type EngineContext } from '../context.ts';
import { enclosingNoun, isIdField, measuredHead, type FieldEntry } from '../field-index.ts';
import { CLAUSE_BREAKS, MEASURE_WORDS, ONE_RECORD_ADJECTIVES, ORDER_POSITIONS, POINTING_ADJECTIVES, RANKING_SUPERLATIVES, SORT_CUES, SUPERLATIVES, TIME_UNITS, VALUE_QUESTION_LEADS, type SortWord } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAt, mentionEndingAt, mentionStartingAt } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { canonWord, normName } from '../text.ts';
import { MEASURE_UNIT_WORDS } from '../lexicon/attributes.ts';
import { fieldSaidAt, heldNumber, MEASURE_IN_NAME, sameUnit } from './unnamed-metric.ts';
import { groupOfRanking } from './extreme-per-group.ts';
import { ASKING_WORDS } from '../lexicon/function-words.ts';
import { CALENDAR_YEAR_WORDS } from '../lexicon/field-kinds.ts';
import { ORDER_WORDS } from '../lexicon/grouping.ts';
import { SUM_PER_GROUP_RULE } from './group-by.ts';

/** Accumulators that need a field; `$count` needs none. */
const ACCUMULATES_A_FIELD = new Set(['$sum', '$avg', '$min', '$max']);
/** Whether the Analysis's accumulator applies to a field (`$sum`, `$avg`, `$min`, `$max`). */
export const accumulatesAField = (a: Readonly<AnalysisT>): boolean => a.operation !== null && ACCUMULATES_A_FIELD.has(a.operation);

/** Limits a superlative implied rather than a number the question named: they go when the superlative becomes a value. */
const LIMITS_FROM_A_SUPERLATIVE = new Set(['limit.single-extreme', 'limit.superlative-extreme']);
/** Whether the limit so far is one a superlative implied (one top record), not a number the question named. */
export const limitFromASuperlative = (ctx: EngineContext): boolean =>
  !!ctx.evidence.get('limit')?.items.some((item) => LIMITS_FROM_A_SUPERLATIVE.has(item.rule));

/**
 * Refiner: an accumulator left without a metric takes the one schema field the question ranks by — "which
 * categories have the most total reviews" sums the review-count field the sort already resolved. Without it the
 * Analysis would name an operator with nothing to apply it to.
 */
function metricFromRanking(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric !== null || !accumulatesAField(a)) return;
  const rankedFields = Object.keys(a.sort).filter((key) => ctx.index.byNorm.has(normName(key)));
  if (rankedFields.length !== 1) return;
  const metric = ctx.index.byNorm.get(normName(rankedFields[0]!))!.name;
  propose(ctx, { member: 'metric', apply: 'replace', value: metric, confidence: 0.6, rule: 'metric.ranked-field', text: metric });
}

/** The sort reading of a recency said of an event whose year the schema keeps ("the newest siting" → `Siting_Year`). */
export const EVENT_YEAR_READING = 'sort.recent-event-year';
/** The rule of groups ordered by their count (sort.ts): a figure summed per group may order them instead. */
export const TOP_GROUPS_BY_COUNT_RULE = 'sort.top-groups-by-count';
/** The suffix of a recency's reading by the date its clause's verb names: the date word said names that value. */
export const ACTED_DATE_SUFFIX = '+verb-dated';
/** Words a recency may stand before its event's year across ("the earliest installation year"). */
const EVENT_YEAR_REACH = 3;

/**
 * "the earliest installation year": where the year word after the event a recency is said of ends it (its value is
 * named), or -1 ("the newest siting" names the records, "the oldest vintage" a record by its year).
 */
function eventYearWordAfter(ctx: EngineContext, from: number): number {
  if (ctx.tokens[from]?.kind !== 'word' || CALENDAR_YEAR_WORDS.has(ctx.tokens[from]!.canon)) return -1;
  for (let k = from + 1; k < ctx.tokens.length && k < from + EVENT_YEAR_REACH; k++) {
    if (CALENDAR_YEAR_WORDS.has(ctx.tokens[k]!.canon)) return k;
    if (ctx.tokens[k]!.kind !== 'word') break;
  }
  return -1;
}

/** A limit of one record a superlative implied goes when the superlative asks a value instead, under `rule`. */
export function dropSuperlativeLimit(ctx: EngineContext, rule: string, span: readonly [number, number], confidence = 0.6): void {
  if (limitFromASuperlative(ctx)) propose(ctx, { member: 'limit', apply: 'replace', value: null, confidence, rule, span });
}

/** Sort readings of a recency said of a date: by a part's date ("the latest launching date"), by the date a noun opens ("the earliest harvest date"). */
export const RECENCY_READINGS = ['sort.recent-part', 'sort.recent-noun-date'] as const;

/**
 * Where the words after a recency name the very date it ranks by ("the earliest harvest date", "the latest
 * launching date"): the date value is asked, not the records; the end of that name, or -1 ("the latest hire").
 */
export function recencyDateEnd(ctx: EngineContext, span: readonly [number, number], field: FieldEntry): number {
  const named = mentionStartingAt(ctx, span[0] + 1);
  return named && named.entry === field && named.to >= span[1] ? named.to : -1;
}

/** The sort reading of a size superlative said of a thing, ranked by the thing's own measure ("the biggest dome"). */
export const THING_MEASURE_READING = 'sort.thing-measure';
/**
 * Sort readings of a superlative said of a field: a plain superlative ("highest"), an attribute adjective ("fastest"),
 * a recency reading (RECENCY_READINGS: "the most recent"), an event's year or a thing's own measure.
 */
const RANKING_READINGS: readonly string[] = ['sort.superlative-', 'sort.attribute-', RECENCY_READINGS[0], RECENCY_READINGS[1], EVENT_YEAR_READING, THING_MEASURE_READING];
/** Words a size superlative may stand before the name of its thing's measure across ("largest single toll charge"). */
const THING_VALUE_REACH = 3;

/**
 * "the largest single toll charge", "biggest crate weight": where the words after a size superlative, past the
 * records' noun and words pointing at one record, end on the very measure it ranked by (the value is named), or -1
 * ("the biggest order" names the records).
 */
function thingValueEnd(ctx: EngineContext, from: number, field: FieldEntry): number {
  for (let k = from; k < ctx.tokens.length && k < from + THING_VALUE_REACH; k++) {
    const named = mentionStartingAt(ctx, k);
    if (named) return named.entry === field ? named.to : -1;
    // "the largest refund amount" of `amount_refunded`: a generic measure word the field's name holds names it
    const canon = ctx.tokens[k]!.canon;
    if (canon === measuredHead(field) || (MEASURE_WORDS.has(canon) && field.ownWords.includes(canon))) return k + 1;
    // "the biggest single shipment": a superlative said of one record as such asks that record's figure
    const records = collectionMentionAt(ctx, k);
    if (records && k > from && ONE_RECORD_ADJECTIVES.has(ctx.tokens[k - 1]!.text)) {
      // "the largest single refund amount" goes on to name the measure itself
      const measure = mentionStartingAt(ctx, records.to);
      if (measure) return measure.entry === field ? measure.to : -1;
      return ctx.tokens[records.to]?.canon === measuredHead(field) ? records.to + 1 : records.to;
    }
    if (!POINTING_ADJECTIVES.has(ctx.tokens[k]!.text) && !records) return -1;
  }
  return -1;
}

/**
 * Refiner: "what is the highest salary", "find the lowest score recorded": a question that opens by asking for a
 * superlative of a field ("the fastest finish time") wants that one value, `$max`/`$min` of the field, not records sorted by it. "the employee
 * with the highest salary" (records before the superlative) and "the highest rated movie" (records after the field)
 * stay a ranking.
 */
function extremeValue(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== null || a.groupBy.length) return;
  const keys = Object.keys(a.sort);
  if (keys.length !== 1) return;
  const ranked = ctx.evidence.get('sort')?.items.find((item) => RANKING_READINGS.some((r) => item.rule.startsWith(r)) && item.span);
  const field = ctx.index.byNorm.get(normName(keys[0]!));
  if (!ranked?.span || !field) return;
  const thingValue = ranked.rule === THING_MEASURE_READING ? thingValueEnd(ctx, ranked.span[1], field) : -1;
  if (ranked.rule === THING_MEASURE_READING && thingValue < 0) return;
  const at = ranked.span[0];
  const word = SUPERLATIVES.get(ctx.tokens[at]?.text ?? '');
  // "the fastest finish time": an adjective's span ends at itself, the field it ranks may be named right after
  const after = word ? undefined : mentionStartingAt(ctx, ranked.span[1]);
  const yearWord = ranked.rule === EVENT_YEAR_READING ? eventYearWordAfter(ctx, ranked.span[1]) : -1;
  const recency = RECENCY_READINGS.some((r) => ranked.rule.startsWith(r));
  const dateEnd = recency ? recencyDateEnd(ctx, ranked.span, field) : -1;
  if (recency && dateEnd < 0 && !ranked.rule.endsWith(ACTED_DATE_SUFFIX)) return;
  const to = thingValue >= 0 ? thingValue : yearWord >= 0 ? yearWord + 1 : dateEnd >= 0 ? dateEnd : after?.to ?? ranked.span[1];
  // "the cheapest product" ranks records by a concept; "the highest salary", "the longest trail distance" name the
  // value itself
  // "the highest paid professor": a superlative joined to a participle is an adjective of the records named after it
  const describesRecords = ranked.rule.startsWith('sort.attribute-') && ranked.span[1] - ranked.span[0] > 1 && mentionStartingAt(ctx, to)?.entry !== field;
  // "the earliest year any hut was built" → `built_year`: the date word said is the value, named by the verb after
  const namesValue = thingValue >= 0 || yearWord >= 0 || ranked.rule.endsWith(ACTED_DATE_SUFFIX) || (word && !word.concept ? !describesRecords : mentionEndingAt(ctx, to)?.entry === field);
  // "the youngest age in each team" is one extreme per group (extreme-per-group); so is "the smallest payment for each
  // plan tier" when the group is a field (a superlative's "per hour" may be a rate's unit: "miles per hour")
  const group = groupOfRanking(ctx, ranked.span, field.name);
  const perGroup = !!group && (!word || ctx.index.byNorm.has(normName(group.key)));
  // "highest security deposit we hold": a question may open with the superlative itself, when it asks no number of them
  const opens = at === 0 && (a.limit === null || limitFromASuperlative(ctx));
  // "the biggest single shipment" ends on the records' noun, said of one record as such
  const ending = collectionMentionAt(ctx, to - 1);
  const oneRecord = thingValue >= 0 && !!ending && ONE_RECORD_ADJECTIVES.has(ctx.tokens[ending.from - 1]?.text ?? '');
  if (!namesValue || perGroup || (ctx.tokens[at - 1]?.text !== 'the' && !opens) || collectionMentionAt(ctx, to) || (ending && !oneRecord)) return;
  for (let k = 0; k < at; k++) if (!VALUE_QUESTION_LEADS.has(ctx.tokens[k]!.text)) return;
  const span = [at, to] as const;
  // the ranking's own rule suffix ("+measure-word") says how its field was found
  const how = oneRecord ? '+one-record' : thingValue >= 0 ? '+thing-measure' : /\+.*$/.exec(ranked.rule)?.[0] ?? '';
  propose(ctx, { member: 'operation', apply: 'replace', value: a.sort[keys[0]!] === -1 ? '$max' : '$min', confidence: 0.7, rule: 'operation.extreme-value', span });
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.7, rule: `metric.extreme-value${how}`, span, text: field.name });
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.7, rule: 'sort.extreme-value', span });
  dropSuperlativeLimit(ctx, 'limit.extreme-value', span);
}

/**
 * The superlative a question opens with when it ranked nothing ("what is the greatest …", "tell me the highest …"):
 * nothing chosen yet, "the" before it and only question words before that. Its position and reading, or null.
 */
function openingSuperlative(ctx: EngineContext): { at: number; word: SortWord } | null {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== null || a.metric !== null || a.groupBy.length || Object.keys(a.sort).length) return null;
  const at = ctx.tokens.findIndex((t) => SUPERLATIVES.has(t.text));
  const word = SUPERLATIVES.get(ctx.tokens[at]?.text ?? '');
  if (!word || word.concept || ctx.tokens[at - 1]?.text !== 'the') return null;
  for (let k = 0; k < at; k++) if (!VALUE_QUESTION_LEADS.has(ctx.tokens[k]!.text)) return null;
  return { at, word };
}

/** Tokens after the measure word within which the records it belongs to are named ("value carried by any parcel"). */
const RECORDS_WINDOW = 4;

/**
 * Refiner: "find the greatest value carried by any parcel": a question that opens by asking for a superlative
 * of a generic measure word names no field by itself, so nothing was ranked; the records named after it say whose
 * measure (`parcels.value_of_parcel`, `parcel_value`), and the question wants that one value, `$max`/`$min`.
 */
function extremeMeasureValue(ctx: EngineContext): void {
  const opening = openingSuperlative(ctx);
  const measure = opening ? ctx.tokens[opening.at + 1]?.canon ?? '' : '';
  if (!opening || !MEASURE_WORDS.has(measure)) return;
  const { at, word } = opening;
  const measured = ctx.index.entries.filter((e) => !e.children.length && !isIdField(e) && e.ownWords.includes(measure));
  for (let k = at + 2; k < ctx.tokens.length && k < at + 2 + RECORDS_WINDOW && !CLAUSE_BREAKS.has(ctx.tokens[k]!.text); k++) {
    const noun = ctx.tokens[k]!.canon;
    const field = placedOrShallowest(ctx, measured.filter((e) => e.canonWords.includes(noun)));
    if (!field) continue;
    const span = [at, k + 1] as const;
    propose(ctx, { member: 'operation', apply: 'replace', value: word.direction === -1 ? '$max' : '$min', confidence: 0.7, rule: 'operation.extreme-measure', span });
    propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.7, rule: 'metric.extreme-measure', span, text: field.name });
    return;
  }
}

/** Tokens after the superlative within which the field whose extreme is asked is named ("the smallest on record of the distance"). */
const EXTREME_FIELD_WINDOW = 8;
/** Brackets inside the phrase restate or qualify it ("the highest (in euros) charged for a fare"): they do not end it. */
const BRACKETS: ReadonlySet<string> = new Set(['(', ')']);

/**
 * Refiner, after the two above: a question that opens by asking for a superlative that ranked nothing ("tell me the
 * highest (in euros) charged for a fare") names the field whose extreme it wants a few words on; the first
 * field named there that holds a number is it, `$max`/`$min`.
 */
function extremeOfNamedField(ctx: EngineContext): void {
  const opening = openingSuperlative(ctx);
  // "the maximum salary for each employee": each record's own figure was asked, not the extreme over all records
  if (!opening || ctx.evidence.get('operation')?.items.some((i) => i.rule === 'operation.none+own-record-key')) return;
  const { at, word } = opening;
  for (let k = at + 1; k < ctx.tokens.length && k <= at + EXTREME_FIELD_WINDOW; k++) {
    const text = ctx.tokens[k]!.text;
    if (CLAUSE_BREAKS.has(text) && !BRACKETS.has(text)) return;
    const mention = mentionStartingAt(ctx, k);
    // "the peak rehearsal minutes for each troupe": a word standing for a field (`hrs`) names it before any field named
    // after; a generic measure word says whose measure only with the records (extremeMeasureValue)
    const reading = mention ? undefined : fieldSaidAt(ctx, k);
    const said = reading?.rule === MEASURE_IN_NAME ? undefined : reading?.field;
    if (!said && (!mention || collectionMentionAt(ctx, k))) continue;
    const field = said ?? heldNumber(mention!.entry);
    if (!field) return;
    const span = [at, said ? k + 1 : mention!.to] as const;
    propose(ctx, { member: 'operation', apply: 'replace', value: word.direction === -1 ? '$max' : '$min', confidence: 0.6, rule: 'operation.extreme-of-named-field', span });
    propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.6, rule: 'metric.extreme-of-named-field', span, text: field.name });
    dropSuperlativeLimit(ctx, 'limit.extreme-of-named-field', span);
    return;
  }
}

/** Units a figure is asked in ("in days", "in kg"): of measures and of time. */
const UNIT_CANON: ReadonlySet<string> = new Set([...MEASURE_UNIT_WORDS, ...TIME_UNITS.keys()].map(canonWord));
/** Whether a field's name holds the unit the word names ("minutes" of `duration_min`, "hours" of `hours_worked`). */
const keptIn = (e: FieldEntry, word: string): boolean => e.ownWords.some((own) => sameUnit(word, own));

/**
 * Refiner: "longest hire in days", "lightest weighing ever recorded": a question opening with a superlative said of
 * records, the one top record its only limit, asks the extreme value itself, `$max`/`$min`, when it then names a unit
 * (the records' own number kept in that unit), or when the records are embedded in others' documents (a weighing
 * inside an animal's is no record to list on its own).
 */
function extremeOfRecords(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== null || a.groupBy.length || !limitFromASuperlative(ctx)) return;
  const keys = Object.keys(a.sort);
  const ranked = ctx.evidence.get('sort')?.items.find((item) => item.span);
  const sorted = keys.length === 1 ? ctx.index.byNorm.get(normName(keys[0]!)) : undefined;
  if (!ranked?.span || !sorted || !RANKING_SUPERLATIVES.has(ctx.tokens[ranked.span[0]]?.text ?? '')) return;
  for (let k = 0; k < ranked.span[0]; k++) if (!VALUE_QUESTION_LEADS.has(ctx.tokens[k]!.text)) return;
  const after = ranked.span[1];
  const records = collectionMentionAt(ctx, after);
  // the unit closes the question: "in days this season" may name a period, not a unit
  const unit = records && ctx.tokens[records.to]?.text === 'in' && closesAt(ctx.tokens, records.to + 2) ? ctx.tokens[records.to + 1] : undefined;
  const inUnit = unit && UNIT_CANON.has(unit.canon)
    ? placedOrShallowest(ctx, ctx.index.entries.filter((e) => e.depth === 1 && heldNumber(e) === e && ctx.owners.ownerOf.get(e) === records!.collection && keptIn(e, unit.text)))
    : undefined;
  const embedded = sorted.depth > 1 && !records && heldNumber(sorted) === sorted && ctx.tokens[after]?.canon === enclosingNoun(sorted) ? sorted : undefined;
  const field = inUnit ?? embedded;
  if (!field) return;
  const span = [ranked.span[0], inUnit ? records!.to + 2 : after + 1] as const;
  const rule = inUnit ? 'in-unit' : 'embedded-records';
  propose(ctx, { member: 'operation', apply: 'replace', value: a.sort[keys[0]!] === -1 ? '$max' : '$min', confidence: 0.6, rule: `operation.extreme-of-records+${rule}`, span });
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.6, rule: `metric.extreme-of-records+${rule}`, span, text: field.name });
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.6, rule: `sort.extreme-of-records+${rule}`, span });
  dropSuperlativeLimit(ctx, `limit.extreme-of-records+${rule}`, span);
}

/**
 * Refiner: a question asking which value of a field ("what date ...", "in which season ...") when a superlative
 * ranks by that very field wants that field's extreme, `$max`/`$min`, not a record.
 */
function askedExtreme(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  // the cheap tests first: this refiner runs on every request and rarely applies
  if (a.operation !== null || a.groupBy.length) return;
  const asking = ctx.tokens[0]?.text === 'in' ? 1 : 0;
  const asked = ASKING_WORDS.has(ctx.tokens[asking]?.text ?? '') ? mentionStartingAt(ctx, asking + 1) : undefined;
  if (!asked) return;
  const keys = Object.keys(a.sort);
  if (keys.length !== 1) return;
  const ranked = ctx.evidence.get('sort')?.items.find((item) => item.rule.startsWith('sort.') && SUPERLATIVES.has(ctx.tokens[item.span?.[0] ?? -1]?.text ?? ''));
  const field = ctx.index.byNorm.get(normName(keys[0]!));
  if (!ranked?.span || !field || asked.entry !== field) return;
  const span = [ranked.span[0], ranked.span[1]] as const;
  propose(ctx, { member: 'operation', apply: 'replace', value: a.sort[keys[0]!] === -1 ? '$max' : '$min', confidence: 0.6, rule: 'operation.asked-extreme', span });
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.6, rule: 'metric.asked-extreme', span, text: field.name });
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.6, rule: 'sort.asked-extreme', span });
  dropSuperlativeLimit(ctx, 'limit.asked-extreme', span);
}

/**
 * Refiner: after grouping only the group keys and the figures computed per group are left to order by. "for each
 * edition, the number of books, sorted by year" where "year" is only the last word of another field's name
 * (`Printed_Year`): the one group key is what is ordered.
 */
function sortAfterGrouping(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation === null) return;
  const named = ctx.evidence.get('sort')?.items.find((i) => i.rule === 'sort.sorted-by' && i.span);
  if (!named || a.groupBy.length !== 1) return;
  const keys = Object.keys(a.sort);
  if (keys.length !== 1) return;
  const mention = named?.span ? mentionAt(ctx, named.span[1] - 1) : undefined;
  const group = ctx.index.byNorm.get(normName(a.groupBy[0]!));
  if (!mention || mention.kind === 'full' || !group || mention.entry === group || normName(mention.entry.name) !== normName(keys[0]!)) return;
  propose(ctx, { member: 'sort', apply: 'replace', value: { [group.name]: a.sort[keys[0]!]! }, confidence: 0.6, rule: 'sort.group-key+after-grouping', span: named.span, text: group.name });
}

/**
 * Refiner, once every metric rule has run: "which festival has the highest total ticket income" where the figure's
 * words name no field the sort could read: groups ranked by an accumulated figure are ordered by that figure, in the
 * superlative's direction.
 */
export function rankedFigureSortStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (!a.metric) return;
  const grouped = ctx.evidence.get('groupBy')?.items.find((i) => i.rule === 'groupBy.aggregate-ranking' && i.span);
  if (!grouped?.span || Object.keys(a.sort).length) return;
  for (let k = grouped.span[0]; k < grouped.span[1]; k++) {
    const word = SUPERLATIVES.get(ctx.tokens[k]!.text);
    if (!word) continue;
    propose(ctx, { member: 'sort', apply: 'replace', value: { [a.metric]: word.direction }, confidence: 0.6, rule: 'sort.ranked-figure', span: [k, grouped.span[1]], text: a.metric });
    return;
  }
}

/**
 * Refiner: "show the total number of trees in the orchards, smallest first", "the total firings of the kilns in
 * descending order" where each record keeps `Total_Trees`, `Firings` at its top level: a total over all records is one
 * number, which has no order; ordering by the very field it would add up, with no groups, orders the records by their
 * own figure. A superlative or a limit alone picks records to add up ("the total price of the 3 dearest lamps").
 */
function sortedOwnFigure(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== '$sum' || a.metric === null || a.groupBy.length || a.limit !== null || !saysOrder(ctx)) return;
  const keys = Object.keys(a.sort);
  const field = ctx.index.byNorm.get(normName(a.metric));
  if (keys.length !== 1 || !field || field.depth !== 1 || ctx.index.byNorm.get(normName(keys[0]!)) !== field) return;
  propose(ctx, { member: 'operation', apply: 'replace', value: null, confidence: 0.6, rule: 'operation.no-sum+sorted-own-figure', text: field.name });
  propose(ctx, { member: 'metric', apply: 'replace', value: null, confidence: 0.6, rule: 'metric.no-sum+sorted-own-figure', text: field.name });
}

/** Whether the question says its list is put in order ("sorted by", "in descending order", "the smallest first"). */
function saysOrder(ctx: EngineContext): boolean {
  return ctx.tokens.some(({ text }, k) => SORT_CUES.has(text) || ORDER_WORDS.has(text) || (ORDER_POSITIONS.has(text) && SUPERLATIVES.has(ctx.tokens[k - 1]?.text ?? '')));
}

/**
 * Refiner: "top 3 cabin classes by revenue" where the total was read as the grouped records' own money field and the
 * ranking, from the same words, as another collection's: groups are ranked by the figure accumulated for them.
 */
function sortByGroupedFigure(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const keys = Object.keys(a.sort);
  if (a.metric === null || !accumulatesAField(a) || keys.length !== 1 || keys[0] === a.metric || !a.groupBy.length) return;
  if (!ctx.index.byNorm.has(normName(keys[0]!))) return;
  const metricSpan = ctx.evidence.get('metric')?.items.find((i) => i.span)?.span;
  const sortSpan = ctx.evidence.get('sort')?.items.find((i) => i.span)?.span;
  if (!metricSpan || !sortSpan || metricSpan[0] < sortSpan[0] || metricSpan[1] > sortSpan[1]) return;
  propose(ctx, { member: 'sort', apply: 'replace', value: { [a.metric]: a.sort[keys[0]!]! }, confidence: 0.6, rule: 'sort.grouped-figure+same-words', span: sortSpan, text: a.metric });
}

/**
 * Refiner: "top 3 zones by takings" where the groups' figure was added up from the word after "by" (sum-per-group)
 * but the groups were ranked by nothing or only by their count: the superlative's groups are those of the top totals.
 */
function sortBySummedFigure(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== '$sum' || a.metric === null || !a.groupBy.length || a.limit === null) return;
  if (!ctx.evidence.get('metric')?.items.some((i) => i.rule.startsWith(SUM_PER_GROUP_RULE))) return;
  const keys = Object.keys(a.sort);
  if (keys.length && !ctx.evidence.get('sort')?.items.some((i) => i.rule === TOP_GROUPS_BY_COUNT_RULE)) return;
  const limitSpan = ctx.evidence.get('limit')?.items.find((i) => i.span)?.span;
  const ranked = limitSpan ? SUPERLATIVES.get(ctx.tokens[limitSpan[0] - 1]?.text ?? '') : undefined;
  if (!limitSpan || !ranked) return;
  propose(ctx, { member: 'sort', apply: 'replace', value: { [a.metric]: ranked.direction }, confidence: 0.6, rule: 'sort.summed-figure+top-groups', span: [limitSpan[0] - 1, limitSpan[1]], text: a.metric });
}

export function metricFromSortStage(ctx: EngineContext): void {
  sortAfterGrouping(ctx);
  sortByGroupedFigure(ctx);
  sortBySummedFigure(ctx);
  sortedOwnFigure(ctx);
  metricFromRanking(ctx);
  extremeValue(ctx);
  extremeMeasureValue(ctx);
  if (!ctx.proposals.length) extremeOfNamedField(ctx);
  if (!ctx.proposals.length) askedExtreme(ctx);
  if (!ctx.proposals.length) extremeOfRecords(ctx);
}
