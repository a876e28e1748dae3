import { roleFieldBefore } from './filters/entity-numbers.ts';
import { closesAt, countsPerGroup, phraseMatcher, placedOrShallowest, type EngineContext, type Token } from '../context.ts';
import {
  ACCUMULATOR_WORDS, AGENT_VERBS, ARTICLES, ATTRIBUTE_SUPERLATIVES, FIGURE_DETERMINERS, FREQUENCY_WORDS, COMPARED_EXTREMES, COMPUTATION_WORDS, COUNT_NOUNS, DIVERSITY_WORDS, GROUP_PHRASES, GROUPING_PARTICIPLES, IRREGULAR_PARTICIPLES, KIND_NOUNS, NON_GROUPING_BY, PERIODIC_ADJECTIVES, PERIODIC_ADVERBS, SORT_CUES,
  LIST_JOINERS, ORDER_POSITIONS, POINTING_ADJECTIVES, RANKING_SUPERLATIVES, RECORD_COUNT_RANKING_WORDS, STOP_WORDS, SUPERLATIVE_DEGREE_SIGNS, SUPERLATIVES, TIME_UNITS, type AggregateOp, type SortWord,
} from '../lexicon/words.ts';
import { endsInUnit, endsWithWords, isCountField, isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import { perSchema } from '../schema-memo.ts';
import { namedRecordsPointer, referenceKeyFor } from './reference-key.ts';
import { countsDoneThings, isPluralWord, keepsQuantity, namesCalendarYear } from '../field-kinds.ts';
import { CAPACITY_ATTRIBUTES, MEASURE_OF_UNIT } from '../lexicon/attributes.ts';
import { QUANTITY_FIELD_HEADS } from '../lexicon/field-kinds.ts';
import { collectionEndingAt, collectionMentionAt, holdsRecords, mentionAt, mentionEndingAt, mentionStartingAt } from '../mentions.ts';
import { collectionKey, DOCUMENT_KEY, idFieldNamedBy, isLookupTable, linkFieldFor, namesCollection, type FieldOwners } from '../ownership.ts';
import { commit } from '../proposals.ts';
import { ASIDE_OPENERS, CODE_KEY_ENDINGS, OBJECT_QUESTION_WORDS, PLACE_PHRASE_LEADS } from '../lexicon/function-words.ts';
import { PLACE_LIST_RULE } from './filters/proper-values.ts';
import { sexBreakdown } from './filters/sexes.ts';
import { isKindNoun, kindFieldAt } from './kind-key.ts';
import { fieldsKeptIn, fieldsMeasuring, heldNumber, measuredAttributeField } from './unnamed-metric.ts';
import { holdsMoney, namedByHead, namesWorth, recordsAmount } from './records-amount.ts';
import {
  AGENT_QUALIFIERS, AGENT_QUANTIFIERS, BANDED_FIELD_ENDINGS, BREAKDOWN_NOUNS, DIRECTION_PREPOSITIONS, WITHIN_WORDS, GROUPING_VERBS, KEY_FILLER_ADJECTIVES, LISTED_KEY_DETERMINERS, ORDER_ENDS, ORDER_WORDS, SEQUENCE_ADVERBS, QUANTITY_FIELD_WORDS, SUMMED_FIELD_HEADS, TALLY_NOUNS, TOTAL_NOUNS, VALUE_UNITS,
} from '../lexicon/grouping.ts';
import { canonWord, normName, PAST_PARTICIPLE_FORM, PRESENT_PARTICIPLE_FORM } from '../text.ts';
import { codeFieldFor, fieldOpenedBy, groupNounBefore, identifies, keyEndingAt, RANKED_GAP, keyFieldNamedBy, namingKeyFor, recordKey, proposeAccumulatedPerThing, proposeAggregateRanking, proposeAnaphoricGroup, proposeCountRanking, proposeCountThreshold, proposeListedCount, proposeOrderedByCount, recordCounts, proposeTopByAggregate, proposeTopByCount, type GroupProposal } from './count-per-group.ts';

export const matchGroupPhrase = phraseMatcher(GROUP_PHRASES.map((p) => [p.split(' '), p] as const));
const SKIPPABLE = new Set(['the', 'their', 'its', 'a', 'of', 'each', 'every', 'individual', 'different', 'unique', 'distinct', 'respective', ...KEY_FILLER_ADJECTIVES]);
/** Words that quantify over every record; alone they group only in a question that aggregates. */
const QUANTIFIERS: ReadonlySet<string> = new Set(['each', 'every']);
const COMPARE_WORDS = new Set(['versus', 'vs', 'vs.', 'compare', 'compared', 'comparing', 'comparison']);
const isMultiValue = (v: unknown): boolean => typeof v === 'object' && v !== null && Array.isArray((v as { $in?: unknown }).$in);
/**
 * "companies whose sector is 'retail' or 'mining'": values joined by "or" bound one set of records, a figure over
 * them all, unless the question compares them.
 */
const joinedByOr = (ctx: EngineContext, field: string): boolean =>
  !!ctx.evidence.get('filters')?.items.some((e) => e.text === field && e.span && ctx.tokens.slice(e.span[0], e.span[1]).some((t) => t.text === 'or'));
/**
 * Whether the question lists a filter's values itself ("Spanish, French and Mandarin", "Manhattan versus Queens"): a set
 * a rule makes up ("models without wifi": missing or false) names no groups.
 */
const LISTING_WORDS: ReadonlySet<string> = new Set([...LIST_JOINERS, 'or', ...COMPARE_WORDS]);
const listsValues = (ctx: EngineContext, field: string): boolean =>
  !!ctx.evidence.get('filters')?.items.some((e) => e.text === field && e.span && ctx.tokens.slice(e.span[0], e.span[1]).some((t) => LISTING_WORDS.has(t.text)));
/** "depots in Leeds or Cardiff": places listed after "in" bound one set of records; they name no groups. */
const listsPlaces = (ctx: EngineContext, field: string): boolean =>
  !!ctx.evidence.get('filters')?.items.some((e) => e.rule === PLACE_LIST_RULE && e.text === field);
const COUNT_FILLER = new Set(['the', 'number', 'of', 'total']);
/** Words at most between a count and the values it is of ("the tally of *senior and junior* staff"). */
const COUNTED_VALUES_GAP = 2;
/** Whether a filter's values come right after the count ("the tally of senior and junior staff"), so each is counted. */
function valuesOpenCount(ctx: EngineContext, field: string): boolean {
  const counted = ctx.roles.lastIndexOf('operation') + 1;
  return counted > 0 && !!ctx.evidence.get('filters')?.items.some((e) => e.text === field && e.span && e.span[0] >= counted && e.span[0] <= counted + COUNTED_VALUES_GAP);
}
/** Words before "different" that make the question count the kinds themselves ("how many different"). */
const COUNTS_KINDS = new Set(['many', 'count']);
/**
 * Whether the words before a diversity word at `i` count the kinds themselves: "how many different", "the number of
 * different"; "the average fee of different ground types" asks one figure per type.
 */
function countsKinds(ctx: EngineContext, i: number): boolean {
  const prev = ctx.tokens[i - 1];
  if (prev?.text === 'of') return countNounOfBefore(ctx, i);
  return prev?.kind === 'number' || COUNTS_KINDS.has(prev?.text ?? '');
}
/** Whether "<count noun> of" comes right before `i` ("the number of …"). */
const countNounOfBefore = (ctx: EngineContext, i: number): boolean => ctx.tokens[i - 1]?.text === 'of' && COUNT_NOUNS.has(ctx.tokens[i - 2]?.text ?? '');
/** Words before a bare "each" that make it a quantifier over records, not a grouping. */
const QUANTIFIER_LEADS = new Set(['where', 'to', 'which', 'whose', 'if', 'when']);

/**
 * "the 5 users who posted the most reviews": people ranked by how many records of another collection they made.
 * The records are counted per person, grouped by the field that links them (`userId`), else the person's name.
 */
function countPerActor(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].text !== 'who') continue;
    const actor = collectionMentionAt(ctx, i - 1);
    if (!actor) continue;
    for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
      if (!RECORD_COUNT_RANKING_WORDS.has(tokens[j].text) || tokens[j - 1].text === 'at') continue;
      let k = j + 1;
      while (k < j + 4 && COUNT_FILLER.has(tokens[k]?.text ?? '')) k++;
      const records = collectionMentionAt(ctx, k);
      if (!records || records.collection === actor.collection) return;
      const key = collectionKey(actor.collection);
      const link = idFieldNamedBy(ctx.index, key) ?? ctx.index.roleField('name');
      if (!link) return;
      add(ctx, link.name, 'groupBy.count-per-actor', [i - 1, records.to]);
      commit(ctx, [{ member: 'operation', apply: 'if-unset', value: '$count', confidence: 0.8, rule: 'operation.count-per-actor', span: [i - 1, records.to] }]);
      return;
    }
  }
}

/** A metric read already whose name does not hold the word at `at` ("lockers per gym" rates the lockers). */
function metricOfOtherWords(ctx: EngineContext, at: number): boolean {
  const metric = ctx.analysis.metric && ctx.index.byName.get(ctx.analysis.metric);
  return !!metric && !metric.canonWords.includes(ctx.tokens[at].canon);
}

/**
 * "the average weight per haul" on `hauls.weightKg`: the field said right before "per" is kept on the very records
 * (or is the very field) the words after it name, so "per" says what it is measured on, not how to group.
 */
function measuredOnOwnRecords(ctx: EngineContext, per: number, key: string): boolean {
  const measured = mentionAt(ctx, per - 1)?.field;
  if (measured && (measured === key || measured.startsWith(`${key}.`))) return true;
  // "the average fuel burnt per voyage" where `voyage_id` is the own key of the flat records keeping that fuel figure:
  // an average over those records ("the total cost per carrier" still sums per carrier)
  if (ctx.analysis.operation !== '$avg' || ctx.analysis.metric === null) return false;
  const metric = ctx.index.byName.get(ctx.analysis.metric);
  const keyEntry = ctx.index.byName.get(key);
  // "the average paid per claim" on `claims.paid` with `claims.claim_id`: the id of the embedded records keeping the figure
  const path = metric ? metric.name.slice(0, metric.name.lastIndexOf('.')) : '';
  const leaf = path && keyEntry?.name.startsWith(`${path}.`) ? keyEntry.name.slice(path.length + 1) : '';
  if (leaf && !leaf.includes('.') && isIdField(keyEntry!) && normName(leaf).startsWith(collectionKey(path.slice(path.lastIndexOf('.') + 1)))) return true;
  const owner = metric && !metric.parent ? ctx.owners.ownerOf.get(metric) : undefined;
  if (!owner || !keyEntry || !isIdField(keyEntry) || ctx.owners.ownerOf.get(keyEntry) !== owner || !namesCollection(keyEntry, owner)) return false;
  // an id before it or beside it among the same fields ("pilotId, gliderId, …") says the key links those records to
  // others, it is not their own; ids after their own key and its plain values ("voyage_id, voyage_no, captain_id")
  // point from them
  const next = ctx.index.entries[keyEntry.order + 1];
  return !(next && isIdField(next)) && !ctx.index.entries.some((e) => e.order < keyEntry.order && isIdField(e) && ctx.owners.ownerOf.get(e) === owner);
}

/**
 * Whether a collection after the grouping phrase at `i` means one group per record: after a bare "each" only in a
 * question that aggregates ("to each depot" is no grouping), never in a rate of records per record ("average visits
 * per patient") unless the records are counted ("the number of visits per patient", or nothing said over them at all:
 * "crossings per harbour").
 */
function linksCollection(ctx: EngineContext, i: number, phrase: readonly string[]): boolean {
  // "how many loaves does each baker make" counts per baker; "where each ferry has" only quantifies
  // "the mean cost of every track" aggregates all tracks; "phones under every accreditation type" groups by a field
  if (phrase.length === 1 && phrase[0] === 'every') return false;
  // "units sold by each store": an amount named first and done "by each" record is summed per record
  const summedByEach = ctx.tokens[i - 1]?.text === 'by' && !!openingSummedField(ctx);
  if (phrase.length === 1 && phrase[0] === 'each') return (ctx.analysis.operation !== null || summedByEach) && !QUANTIFIER_LEADS.has(ctx.tokens[i - 1]?.text ?? '');
  // "the mean fare of crossings per harbour" averages another field of those records per harbour
  return !(phrase[0] === 'per' && collectionMentionAt(ctx, i - 1) && ctx.analysis.operation !== '$count' && ctx.analysis.operation !== null && !metricOfOtherWords(ctx, i - 1));
}

/**
 * "the highest, average and lowest tonnage for every ship", "the sum and mean depth of all harbours": a
 * list of accumulators over every record of the collection holding the field sums up that collection as a whole,
 * one figure each, not one group per record (a single "the total berths for every harbour" still reads as a group
 * per harbour). The quantifier is "every" ending the phrase or "all" after it.
 */
function summarisesAll(ctx: EngineContext, i: number, phrase: readonly string[]): boolean {
  let at = i + phrase.length;
  if (phrase[phrase.length - 1] !== 'every' && ctx.tokens[at]?.text !== 'all') return false;
  const accumulatorAt = ctx.roles.indexOf('operation');
  if (accumulatorAt < 0 || accumulatorAt >= i) return false;
  let accumulatorEnd = accumulatorAt;
  while (ctx.roles[accumulatorEnd] === 'operation') accumulatorEnd++;
  const listed = [ctx.tokens[accumulatorAt - 1], ctx.tokens[accumulatorEnd]].some((t) => LIST_JOINERS.has(t?.text ?? ''));
  if (!listed) return false;
  while (at < ctx.tokens.length && at < i + phrase.length + 3 && !collectionMentionAt(ctx, at)) at++;
  const records = collectionMentionAt(ctx, at);
  return !!records && ctx.mentions.some((m) => m.from > accumulatorAt && m.to <= i
    && (ctx.owners.ownerOf.get(m.entry) === records.collection || namesCollection(m.entry, records.collection)));
}

const PARTICIPLE_ENDING = /..(?:ed|en)$/;

/**
 * "lessons taught by Ann", "rooms reserved by guests", "sort the results by name", "alphabetically by title": a
 * "by" after a participle that is no grouping verb names an agent, and one shortly after a sort word a sort key.
 */
function namesAgentOrSortKey(ctx: EngineContext, by: number): boolean {
  const prev = ctx.tokens[by - 1]?.text ?? '';
  if ((PARTICIPLE_ENDING.test(prev) || IRREGULAR_PARTICIPLES.has(prev)) && !GROUPING_PARTICIPLES.has(prev)) return true;
  // "sort them by name, then by age": a "by" chained after a sort word said anywhere before is its next key; a
  // sort word inside a field's name or a collection's name of several words is a noun ("average order value by region",
  // "total repair order fee by town"), unless that name opens the question ("order lines by price" sorts them)
  const reach = SEQUENCE_ADVERBS.has(prev) ? 0 : by - 4;
  const inNamed = (k: number): boolean => !!mentionAt(ctx, k) || wordsOfCollectionName(ctx, k);
  for (let k = by - 1; k >= 0 && k >= reach; k--) if (SORT_CUES.has(ctx.tokens[k]!.text) && !inNamed(k)) return true;
  return false;
}

/**
 * Whether token `k` stands in a collection's name said in more than one word ("repair orders"), not at the question's
 * first word (where a sort word is the verb of the request).
 */
function wordsOfCollectionName(ctx: EngineContext, k: number): boolean {
  const m = collectionMentionAt(ctx, k);
  return !!m && m.to - m.from > 1 && m.from > 0;
}

/** Words before a "by" within which a superlative ranks the records the "by" measures ("the smallest barn by area"). */
const SUPERLATIVE_REACH = 4;

/** Where the phrase at `i` starts counting the bracket opening it as an aside ("the oldest kiln (by age)"): `i` when none does. */
export const asideStart = (tokens: EngineContext['tokens'], i: number): number => ASIDE_OPENERS.has(tokens[i - 1]?.text ?? '') ? i - 1 : i;

/**
 * Where a place phrase right before a "by" starts ("the oldest van *in the depot* by mileage"), or the bracket that opens
 * the "by" as an aside ("the oldest van (by mileage)"); `by` itself when neither does.
 */
function placePhraseBefore(ctx: EngineContext, by: number): number {
  const end = asideStart(ctx.tokens, by);
  if (PLACE_PHRASE_LEADS.has(ctx.tokens[end - 2]?.text ?? '')) return end - 2;
  return ARTICLES.has(ctx.tokens[end - 2]?.text ?? '') && PLACE_PHRASE_LEADS.has(ctx.tokens[end - 3]?.text ?? '') ? end - 3 : end;
}

/** BANDED_FIELD_ENDINGS as field names are stored (canonical). */
const BANDED_ENDINGS: ReadonlySet<string> = new Set([...BANDED_FIELD_ENDINGS].map(canonWord));

/**
 * "the smallest barn by floor area", "which kiln is hottest by max temperature": a "by" shortly after a superlative,
 * with nothing computed, followed by a stored quantity (`floor_area`, `stall_count`), or after an age word a year
 * (`year_built`), says what the records are ranked by, not a kind they fall into (not: "the largest earthquake by
 * year", one per year).
 */
export function superlativeRanksBy(ctx: EngineContext, by: number, found?: string): boolean {
  if (ctx.tokens[by]?.text !== 'by' || ctx.analysis.operation !== null) return false;
  let said: SortWord | undefined;
  const before = placePhraseBefore(ctx, by);
  for (let k = before - 1; k >= 0 && k >= before - SUPERLATIVE_REACH && !said; k--) said = RANKING_SUPERLATIVES.get(ctx.tokens[k]!.text);
  if (!said) return false;
  const keyAt = SKIPPABLE.has(ctx.tokens[by + 1]?.text ?? '') ? by + 2 : by + 1;
  const key = mentionStartingAt(ctx, keyAt);
  // a year ranks only what an age word says of the records ("the oldest hall by year built")
  const ranks = (entry: FieldEntry): boolean => namesCalendarYear(entry) ? said.concept === 'recent' : keepsQuantity(entry) || endsInUnit(entry);
  if (key) return !key.entry.children.length && !collectionMentionAt(ctx, key.from) && ranks(key.entry);
  // "the farthest hike by distance" where `distance_mi` keeps it: the words open the name of a measured field, or
  // say a measured attribute (`distance_leagues`, whose unit is no known one), unless the field bands it (`size_band`)
  const opened = fieldOpenedBy(ctx, keyAt);
  const banded = !!opened && BANDED_ENDINGS.has(opened.entry.ownWords.at(-1)!);
  if (opened && !banded && (ranks(opened.entry) || ctx.tokens.slice(keyAt, opened.to).some((t) => QUANTITY_FIELD_HEADS.has(t.text)))) return true;
  // "the biggest kennel by number of runs" where `run_count` keeps it: the key found through the count words
  const stored = found ? ctx.index.byName.get(found) : undefined;
  return !!stored && !stored.children.length && isCountField(stored);
}

/** Words before a "by" within which a grouping verb makes it a grouping ("group them by month"). */
const GROUPING_VERB_REACH = 4;
/**
 * Whether what comes before a bare "by" asks for groups: a grouping verb shortly before ("group them by month") or a
 * count noun ("headcount by country").
 */
function asksForGroupsBefore(ctx: EngineContext, by: number): boolean {
  for (let k = by - 1; k >= 0; k--) {
    const word = ctx.tokens[k]!.text;
    if (TALLY_NOUNS.has(word)) return true;
    if (k >= by - GROUPING_VERB_REACH && (GROUPING_VERBS.has(word) || GROUPING_PARTICIPLES.has(word))) return true;
  }
  return false;
}

/**
 * "daily rental fee" where a field is `daily_rental_cost`, "weekly shifts" or "shifts per week" where one is `ShiftsPerWeek`:
 * a time unit beside a noun that a stored field names together with that unit is the field's rate, not a grouping.
 */
function namesStoredRate(ctx: EngineContext, unitAt: number, nounAt: number): boolean {
  const unit = ctx.tokens[unitAt]!;
  const noun = ctx.tokens[nounAt]?.canon;
  if (!noun) return false;
  const unitWords = new Set([unit.canon, canonWord(TIME_UNITS.get(unit.text) ?? unit.text)]);
  return ctx.index.entries.some((e) => e.canonWords.includes(noun) && e.canonWords.some((w) => unitWords.has(w)));
}

/**
 * "a daily renting fee" where a field is `daily_rental_cost`: a field whose name carries the adverb itself is that field's
 * rate (a field on the unit, `weekday_of_visit`, still groups).
 */
function storesAdverbRate(ctx: EngineContext, adverbAt: number): boolean {
  const adverb = ctx.tokens[adverbAt]!.canon;
  if (!ctx.index.words.has(adverb)) return false;
  // "weekly booking totals" beside a lodge's `weekly_rate`: records named right after, none of which keep a field
  // carrying the adverb, are what is grouped by the period
  const named = collectionMentionAt(ctx, adverbAt + 1);
  return !named || ctx.index.entries.some((e) => e.canonWords.includes(adverb) && ctx.owners.ownerOf.get(e) === named.collection);
}

/**
 * "the mean yearly fee" where `annual_fee` is stored: the field named right after the adverb is the amount of one such
 * period, no period to group by. Its name may say the period in the adverb's own word or, for the year alone (the one
 * period with several words: see PERIODIC_ADJECTIVES), in another.
 */
function periodAmountNamedAfter(ctx: EngineContext, adverbAt: number): boolean {
  const unit = TIME_UNITS.get(ctx.tokens[adverbAt]!.text);
  const named = mentionStartingAt(ctx, adverbAt + 1);
  return !!named && named.entry.writtenWords.some((w) => PERIODIC_ADJECTIVES.has(w) && TIME_UNITS.get(w) === unit);
}

const DATE = canonWord('date');
/** Per schema: the owners of leaf fields that date a record by its day (`log_date`), whose records are one day each. */
const dayDatedOwners = perSchema((index: FieldIndex, owners: FieldOwners): ReadonlySet<string | undefined> =>
  new Set(index.entries.filter((e) => !e.children.length && e.canonWords[e.canonWords.length - 1] === DATE).map((e) => owners.ownerOf.get(e))));

/**
 * "the mean daily rainfall for each gauge" where gauge readings keep a `reading_date`: "daily" right after an averaging
 * word, before a field of records dated by the day, says what each record measures (one day's rainfall), no period to
 * group by (not "weekly" over those records, nor "daily" over records stamped with a time, which a day may hold many of).
 */
function averagesDayRecords(ctx: EngineContext, adverbAt: number): boolean {
  if (ctx.analysis.operation !== '$avg' || ctx.roles[adverbAt - 1] !== 'operation' || TIME_UNITS.get(ctx.tokens[adverbAt]!.text) !== 'day') return false;
  const measured = mentionAt(ctx, adverbAt + 1);
  if (!measured || measured.entry.children.length || !dayDatedOwners(ctx.index, ctx.owners).has(ctx.owners.ownerOf.get(measured.entry))) return false;
  for (let k = measured.to; k < ctx.tokens.length; k++) if (matchGroupPhrase(ctx.tokens, k)) return true;
  return false;
}

/** Words after a noun that narrow it to some records ("the baker *named* X", "bakers *aged* 40 or more"). */
const QUALIFIERS: ReadonlySet<string> = new Set(['named', 'called', 'known', 'who', 'whose', 'that', 'with', 'aged', 'where', 'which']);
const qualifiedAfter = (ctx: EngineContext, at: number): boolean => QUALIFIERS.has(ctx.tokens[at]?.text ?? '') || ctx.roles[at] === 'filter';

/**
 * Words shortly after a key that make it the order of a list ("by year in descending order", "from the most recent",
 * "high to low", "by weight, heaviest first", "by tenure, most senior first": an extreme put first or last in the list).
 */
const ORDER_REACH = 4;
function orderedAfter(ctx: EngineContext, at: number, ranges = true): boolean {
  const { tokens } = ctx;
  for (let k = at; k < tokens.length && k < at + ORDER_REACH; k++) {
    const word = tokens[k]!.text;
    if (ORDER_WORDS.has(word) || (ranges && word === 'from' && ORDER_ENDS.has(tokens[k + (tokens[k + 1]?.text === 'the' ? 2 : 1)]?.text ?? ''))) return true;
    // "by mileage, high to low": a bare range, without its "from" and naming no measure of its own
    if (word.length > 1 && ORDER_ENDS.has(word) && tokens[k + 1]?.text === 'to' && ORDER_ENDS.has(tokens[k + 2]?.text ?? '') && tokens[k + 3]?.kind !== 'word') return true;
    if (ORDER_POSITIONS.has(word) && [1, 2].some((back) => SUPERLATIVES.has(tokens[k - back]?.text ?? '') || ATTRIBUTE_SUPERLATIVES.has(tokens[k - back]?.text ?? ''))) return true;
  }
  return false;
}

/**
 * "lenses by focal length, longest first": with nothing counted or computed, a "by" whose key is followed by an order
 * says what the records are listed by, as "sorted by" does (a range, "from the least to the most heavy", may name a
 * measure of its own).
 */
export function ordersBy(ctx: EngineContext, by: number): boolean {
  if (ctx.tokens[by]?.text !== 'by' || ctx.analysis.operation !== null) return false;
  const key = mentionStartingAt(ctx, by + 1);
  return !!key && !key.entry.children.length && orderedAfter(ctx, key.to, false);
}

/**
 * "miles per hour", "hours per week": "per" after a unit of measure names a rate, not one group per unit; so does
 * "per" before a unit of size no field is named by ("the price per gram"). A unit of time a field is named by, or
 * said after a count ("boardings per hour"), is one group per hour.
 */
export function isRateUnit(ctx: EngineContext, per: number): boolean {
  const prev = ctx.tokens[per - 1];
  const next = ctx.tokens[per + 1];
  if (!prev || !next) return false;
  if (!TIME_UNITS.has(next.text)) return MEASURE_OF_UNIT.has(next.text) && !mentionStartingAt(ctx, per + 1);
  return VALUE_UNITS.has(prev.canon) || TIME_UNITS.has(prev.text) || namesStoredRate(ctx, per + 1, per - 1);
}

/**
 * "the highest and lowest fares", "the largest and smallest loads": superlatives listed together ask for those
 * figures, an extreme each, as an accumulator does. Where the first one is, or -1.
 */
function listedExtremeAt(ctx: EngineContext): number {
  const { tokens } = ctx;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!COMPARED_EXTREMES.has(tokens[i]!.text) || !LIST_JOINERS.has(tokens[i + 1]!.text)) continue;
    let j = i + 2;
    if (tokens[j]?.text === 'and' || tokens[j]?.text === 'the') j++;
    if (COMPARED_EXTREMES.has(tokens[j]?.text ?? '')) return i;
  }
  return -1;
}

/** "by all branches", "by the oldest member": a "by" before a quantifier over all or before one ranked thing names who did it. */
const namesOneAgent = (ctx: EngineContext, at: number): boolean =>
  AGENT_QUANTIFIERS.has(ctx.tokens[at]?.text ?? '') || (ctx.tokens[at]?.text === 'the' && SUPERLATIVES.has(ctx.tokens[at + 1]?.text ?? ''));

/** "by calculating …", "by using …": a "by" before a verb in -ing names how, not a group. */
const namesMeans = (ctx: EngineContext, at: number): boolean => PRESENT_PARTICIPLE_FORM.test(ctx.tokens[at]?.text ?? '') && !mentionAt(ctx, at) && !collectionMentionAt(ctx, at);

/** Accumulators that read a field of each record: its groups are read off the same records. */
const FIELD_ACCUMULATORS: ReadonlySet<string> = new Set(['$sum', '$avg', '$min', '$max']);

/**
 * "the total balance of customers for each state" where both the bank and the embedded customers have a `state`: a
 * figure accumulated per group is grouped by a field of the records that hold it, so an attribute (no identifier:
 * ids, names, codes and kinds key other records on purpose) is read where the metric is, when its records have it.
 */
function keyOfMetricRecords(ctx: EngineContext, key: string): string | null {
  if (!ctx.analysis.metric || !FIELD_ACCUMULATORS.has(ctx.analysis.operation ?? '')) return null;
  const entry = ctx.index.byNorm.get(normName(key));
  const metric = ctx.index.byNorm.get(normName(ctx.analysis.metric));
  // the metric's records: its parent entry, or where the schema lists no entry for them, the path they share
  const path = metric ? enclosingPath(metric) : '';
  if (!entry || !path || enclosingPath(entry) === path || entry.children.length || (identifies(entry) && reachesMetric(ctx, entry, metric!))) return null;
  const own = entry.ownWords.join(' ');
  const siblings = metric!.parent?.children ?? ctx.index.entries.filter((e) => e.depth === metric!.depth && e.name.startsWith(path));
  const leaf = normName(entry.name.slice(entry.name.lastIndexOf('.') + 1));
  return siblings.find((c) => !c.children.length && (c.ownWords.join(' ') === own || normName(c.name.slice(path.length)) === leaf))?.name ?? null;
}

/**
 * "units sold by title" where `units_sold` is a sale's and `title` names the titles collection's records: a field
 * naming its own collection's records (a title, a name) groups a figure other records keep by the link they keep to
 * those records, the collection's own id, when the question names the collection.
 */
function keyOfNamingRecords(ctx: EngineContext, key: string): string | null {
  const entry = ctx.index.byName.get(key);
  const metric = ctx.analysis.metric ? ctx.index.byName.get(ctx.analysis.metric) : undefined;
  if (!entry || !metric || entry.depth > 1 || isIdField(entry) || !FIELD_ACCUMULATORS.has(ctx.analysis.operation ?? '')) return null;
  const owner = ctx.owners.ownerOf.get(entry);
  const metricOwner = ctx.owners.ownerOf.get(metric);
  if (!owner || !metricOwner || owner === metricOwner || !namesCollection(entry, owner) || !ctx.collectionMentions.some((m) => m.collection === owner)) return null;
  const link = idFieldNamedBy(ctx.index, collectionKey(owner));
  return link && link !== entry ? link.name : null;
}

/**
 * Whether a key can group the metric's values as it is: a top-level id (a collection's own key, which a join
 * reaches: "average score per kennel"), another top-level field of the same collection, or a field of a record the
 * metric is embedded in. A code kept by another collection (`breed_code` of a lookup table) or a key of a sibling
 * list (`doses.batchId` beside `visits.weightKg`) keys other records than those holding the metric, so a key of the
 * same name kept beside the metric (`visits.batchId`) is read instead.
 */
function reachesMetric(ctx: EngineContext, entry: FieldEntry, metric: FieldEntry): boolean {
  if (entry.depth === 1) {
    // whose a field is may be unknown: then it is not known to be another collection's
    const [keyOwner, metricOwner] = [ctx.owners.ownerOf.get(entry), ctx.owners.ownerOf.get(metric)];
    return isIdField(entry) || !keyOwner || !metricOwner || (keyOwner === metricOwner && !namedAsOtherCollection(ctx, entry));
  }
  return metric.name.startsWith(enclosingPath(entry));
}

/**
 * Whether a key's first word is a collection the question names other than the key's owner ("per depot" for a
 * `depot_code` kept with other records): it keys those records, not its owner's.
 */
function namedAsOtherCollection(ctx: EngineContext, entry: FieldEntry): boolean {
  const owner = ctx.owners.ownerOf.get(entry);
  return ctx.collectionMentions.some((c) => c.collection !== owner && collectionKey(c.collection) === entry.ownWords[0]);
}

/**
 * "count of tenants by city" where `city` is a lodge's field and tenants keep `address.city`: an attribute another
 * collection keeps is read from the one collection the question names, when exactly one of its own fields (top-level
 * or in a nested object) ends in the same words. Ids, names and codes key other records on purpose and are left.
 */
function keyOfNamedRecords(ctx: EngineContext, key: string): string | null {
  const named = new Set(ctx.collectionMentions.map((m) => m.collection));
  const entry = ctx.index.byNorm.get(normName(key));
  const owner = entry && ctx.owners.ownerOf.get(entry);
  if (named.size !== 1 || !entry || !owner || named.has(owner) || entry.children.length || identifies(entry)) return null;
  const [subject] = named;
  const words = entry.canonWords;
  // a field of embedded records (`sections.city`) is theirs, not the named records' own
  const kept = ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === subject && e.canonWords.length >= words.length
    && words.every((w, k) => e.canonWords[e.canonWords.length - words.length + k] === w) && !(e.parent && holdsRecords(e.parent)));
  return kept.length === 1 ? kept[0]!.name : null;
}

/**
 * Whether an embedded list named is what is counted: said first or after a count noun ("the number of fills") and
 * grouped right after ("fills per store"), or after "how many", past words naming its own fields ("how many sealed
 * crates"); a ranking by "the highest number of" them ranks the key's records as they are.
 */
function listCounted(ctx: EngineContext, m: FieldMention): boolean {
  if (m.from === 0 || countNounOfBefore(ctx, m.from)) return GROUP_LEADS_AFTER_LIST.has(ctx.tokens[m.to]?.text ?? '');
  let at = m.from - 1;
  while (at >= 0 && mentionAt(ctx, at)?.entry.parent === m.entry) at--;
  return ctx.tokens[at]?.text === 'many';
}
const GROUP_LEADS_AFTER_LIST: ReadonlySet<string> = new Set(['per', 'by']);

/**
 * "fills per store", where each patient's prescriptions embed their fills and each fill keeps a `storeId`: records
 * counted that are an embedded list the question names are grouped by their own copy of the key (the one leaf under
 * the list ending in the key's words), not by the key of the collection named, when other records embed the list.
 */
function keyOfCountedList(ctx: EngineContext, key: string): string | null {
  // a count, or records grouped with nothing accumulated yet (a bare "X per Y" is counted later)
  if (ctx.analysis.metric || (ctx.analysis.operation !== '$count' && ctx.analysis.operation !== null)) return null;
  const entry = ctx.index.byNorm.get(normName(key));
  if (!entry || entry.parent || !(isIdField(entry) || identifies(entry))) return null;
  // a list the key's own records embed ("artists with the most exhibitions" inside each artist) is grouped by that key,
  // unless the key is named as another collection ("per depot" of depots, `depot_code` beside embedded `fills.depot_code`)
  const keyOwner = ctx.owners.ownerOf.get(entry);
  const namesOther = namedAsOtherCollection(ctx, entry);
  const lists = new Set(ctx.mentions.filter((m) => m.entry.children.length && holdsRecords(m.entry) && listCounted(ctx, m)
    && (namesOther || ctx.owners.ownerOf.get(m.entry) !== keyOwner)).map((m) => m.entry));
  const own = entry.ownWords.join(' ');
  const copies = [...lists].flatMap((list) => list.children.filter((e) => !e.children.length && e.ownWords.join(' ') === own));
  return copies.length === 1 ? copies[0]!.name : null;
}

/**
 * "which ranger patrolled the most trails" where rangers keep `ranger_id` and each park embeds `patrols.ranger_id`: a
 * collection's own key groups its records one each, so what is counted or summed per such record is read through the
 * link other records keep to it in what they embed (see embeddedLinkTo). A count of a list the key's own records
 * embed is theirs; a summed metric is read through the link kept beside it.
 */
function keyOfEmbeddedLink(ctx: EngineContext, key: string): string | null {
  const entry = ctx.index.byNorm.get(normName(key));
  if (!entry) return null;
  const metric = ctx.analysis.metric ? ctx.index.byName.get(ctx.analysis.metric) : undefined;
  if (metric) {
    if (!FIELD_ACCUMULATORS.has(ctx.analysis.operation ?? '')) return null;
    const link = embeddedLinkTo(ctx, entry);
    return link && metric.name.startsWith(link.name.slice(0, link.name.length - entry.name.length)) ? link.name : null;
  }
  if (ctx.analysis.operation !== '$count' && ctx.analysis.operation !== null) return null;
  const keyOwner = ctx.owners.ownerOf.get(entry);
  if (ctx.mentions.some((m) => (m.entry.depth > 1 || holdsRecords(m.entry)) && ctx.owners.ownerOf.get(m.entry) === keyOwner)) return null;
  return embeddedLinkTo(ctx, entry)?.name ?? null;
}

/**
 * The one nested leaf of other records named as a collection's own key is (`patrols.ranger_id` for `ranger_id`): the
 * link those records keep to it. Null when the key is no collection's own key or no single such link exists. Only a
 * schema that gives embedded records by their leaves' paths alone is read so: one that lists the embedded list as a
 * field of its own (`patrols` beside `patrols.ranger_id`) is queried from the named collection, its key reaching the
 * list by a join.
 */
function embeddedLinkTo(ctx: EngineContext, entry: FieldEntry): FieldEntry | null {
  const owner = ctx.owners.ownerOf.get(entry);
  if (!owner || entry.parent || !isIdField(entry) || idFieldNamedBy(ctx.index, collectionKey(owner)) !== entry) return null;
  const nestedName = `.${entry.name}`;
  const links = ctx.index.entries.filter((e) => !e.children.length && e.depth > 1 && e.name.endsWith(nestedName) && ctx.owners.ownerOf.get(e) !== owner);
  if (links.some((e) => e.parent)) return null;
  return links.length === 1 ? links[0]! : null;
}

/**
 * "riders per stable" where riders point at their stable by `home_stable_id`, not `stable_id`: records counted per
 * the key of another collection are grouped by their own link to it, the one field of theirs whose last words are
 * the key's with a role word before them (`home_`, `ordering_`). Only when they keep no field named as the key.
 */
function keyOfRoleLink(ctx: EngineContext, key: string): string | null {
  if (ctx.analysis.metric || (ctx.analysis.operation !== '$count' && ctx.analysis.operation !== null)) return null;
  const entry = ctx.index.byNorm.get(normName(key));
  const owner = entry && ctx.owners.ownerOf.get(entry);
  if (!entry || !owner || entry.parent || !isIdField(entry)) return null;
  const counted = new Set(ctx.collectionMentions.map((m) => m.collection).filter((c) => c !== owner));
  if (counted.size !== 1) return null;
  const [records] = counted;
  const own = entry.ownWords;
  const leaves = ctx.index.entries.filter((e) => !e.children.length && !e.parent && ctx.owners.ownerOf.get(e) === records);
  const ownName = own.join(' ');
  if (leaves.some((e) => e.ownWords.join(' ') === ownName)) return null;
  const links = leaves.filter((e) => e.ownWords.length > own.length && endsWithWords(e.ownWords, own));
  return links.length === 1 ? links[0]!.name : null;
}

/** Group-by commits as it goes: each rule below reads what the ones before it decided. */
function add(ctx: EngineContext, found: string, rule: string, span: [number, number]): void {
  const read = recordKey(ctx, found);
  const held = keyOfMetricRecords(ctx, read);
  const counted = held ? null : keyOfCountedList(ctx, read);
  const subject = held || counted ? null : keyOfNamedRecords(ctx, read);
  const linked = held || counted || subject ? null : keyOfEmbeddedLink(ctx, read);
  const role = held || counted || subject || linked ? null : keyOfRoleLink(ctx, read);
  const key = held ?? counted ?? subject ?? linked ?? role ?? read;
  if (ctx.analysis.groupBy.includes(key)) return;
  const why = held ? `${rule}+metric-records` : counted ? `${rule}+counted-list` : subject ? `${rule}+named-records` : linked ? `${rule}+embedded-link` : role ? `${rule}+role-link` : rule;
  commit(ctx, [{ member: 'groupBy', apply: 'append', value: key, confidence: 0.85, rule: why, span, text: key, claims: { role: 'group' } }]);
}

/**
 * Commits a count-per-group proposal: the key, and `$count` as the accumulator unless one named outside the counted
 * words accumulates a field ("the total takings of the town with the most bakeries").
 */
function commitCount(ctx: EngineContext, proposal: GroupProposal | null, ranked: boolean): void {
  if (!proposal) return;
  const [from, to] = proposal.span;
  add(ctx, proposal.key, proposal.rule, [from, to]);
  addCoordinatedKey(ctx, proposal);
  const opAt = ctx.roles.indexOf('operation');
  if (ctx.analysis.operation === null || ctx.analysis.operation === '$count' || (opAt >= from && opAt < to)) {
    commit(ctx, [{ member: 'operation', apply: 'replace', value: '$count', confidence: 0.8, rule: 'operation.count-per-group', span: [from, to] }]);
    if (ctx.analysis.metric !== null) commit(ctx, [{ member: 'metric', apply: 'replace', value: null, confidence: 0.8, rule: 'metric.count-per-group', span: [from, to] }]);
  }
  // "which town has the most bakeries" asks for the top group; a number said elsewhere is the limit instead
  if (ranked && ctx.analysis.limit === null) {
    commit(ctx, [{ member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'limit.top-counted-group', span: [from, to] }]);
  }
}

/**
 * "which variety and season had the fewest harvests", "the region and district with over 5 depots": a key joined by
 * "and" right before the group noun groups the count too. An amount joined there ("the weight and breed with the most
 * kennels", "the mean fee and route with over 3 stops") is asked of the group, never a key; a year still groups.
 */
function addCoordinatedKey(ctx: EngineContext, proposal: GroupProposal): void {
  const [from] = proposal.span;
  if (ctx.tokens[from - 1]?.text !== 'and') return;
  const joined = keyEndingAt(ctx, from - 1);
  if (!joined || joined.key === ctx.analysis.metric || keepsAmount(ctx.index.byNorm.get(normName(joined.key)))) return;
  add(ctx, joined.key, `${proposal.rule}+coordinated`, [joined.from, from]);
}

const keepsAmount = (entry: FieldEntry | undefined): boolean => !!entry && keepsQuantity(entry) && !namesCalendarYear(entry);

/** Commits a group ranked by an accumulated value: the key, and the top group unless a number was asked for. */
function commitRanked(ctx: EngineContext, proposal: GroupProposal | null): void {
  if (!proposal) return;
  add(ctx, proposal.key, proposal.rule, [proposal.span[0], proposal.span[1]]);
  if (ctx.analysis.limit === null) {
    commit(ctx, [{ member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'limit.top-ranked-group', span: proposal.span }]);
  }
}

/** "each grade" on an object field `grades` means its child named like the word: grades.grade. */
function groupLeaf(ctx: EngineContext, mention: FieldMention): string {
  if (!mention.entry.children.length) return mention.field;
  const word = ctx.tokens[mention.to - 1].canon;
  return mention.entry.children.find((c) => c.canonWords[c.canonWords.length - 1] === word)?.name ?? mention.field;
}

/**
 * "each visit settlement" on an object field `visits` with a `settlement_channel_code` child: the word after the object's
 * word names its child holding both (the object word alone would read as any child ending in it).
 */
function childNamedAfter(ctx: EngineContext, mention: FieldMention): FieldEntry | null {
  const next = ctx.tokens[mention.to];
  if (!mention.entry.children.length || next?.kind !== 'word' || mentionStartingAt(ctx, mention.to) || collectionMentionAt(ctx, mention.to)) return null;
  const word = ctx.tokens[mention.to - 1]!.canon;
  const named = mention.entry.children.filter((c) => !c.children.length && c.canonWords.includes(next.canon) && c.canonWords.includes(word));
  return named.length === 1 ? named[0]! : null;
}

/**
 * "each oven keeper" where the collection word alone also reads as a field (`Oven_ID`): a leaf field named in
 * full right after it is the key, the collection word only says whose ("scientists named …" names no field).
 */
function namesLeafAfter(ctx: EngineContext, mention: FieldMention, end: number, after: FieldMention | undefined): boolean {
  if (!after || after.kind !== 'full' || after.entry.children.length || mention.to > end || collectionMentionAt(ctx, end)) return false;
  return !(after.to === end + 1 && PAST_PARTICIPLE_FORM.test(ctx.tokens[end]!.text));
}

/**
 * The grouping key starting at token `at`: a time unit, else a field; a collection named right there when
 * `linkCollections` groups by the field that links to it.
 */
export function keyAt(ctx: EngineContext, at: number, linkCollections: boolean): { key: string; to: number; via?: string } | null {
  let i = at;
  let pointed = false;
  for (; i < ctx.tokens.length && i < at + 3; i++) {
    if (SKIPPABLE.has(ctx.tokens[i].text)) continue;
    // "for each respective hive code", "each particular orchard": a word pointing at the records names no key
    if (!POINTING_ADJECTIVES.has(ctx.tokens[i].text) || mentionStartingAt(ctx, i)) break;
    pointed = true;
  }
  const found = keyFrom(ctx, i, linkCollections);
  return found && pointed ? { ...found, via: `${found.via ?? ''}+pointing-word` } : found;
}

/** Longest stem of a code field's name read as a grouping key. */
const CODE_STEM_WORDS = 3;
/**
 * Code fields by the words before their code ending, two or more of them (`fee_type_code` → "fee type"); once per
 * schema. A stem another field is named by exactly (`departure_airport` beside `departure_airport_code`) is that field's.
 */
const codeFieldsByStem = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const found = new Map<string, FieldEntry>();
  const shared = new Set<string>();
  // every field's name, read only when the schema has a code field: most have none
  let named: ReadonlySet<string> | undefined;
  for (const entry of index.entries) {
    const words = entry.canonWords;
    if (entry.children.length || words.length < 3 || !CODE_KEY_ENDINGS.has(words[words.length - 1]!)) continue;
    named ??= new Set(index.entries.map((e) => e.canonWords.join(' ')));
    for (let k = Math.max(0, words.length - 1 - CODE_STEM_WORDS); k < words.length - 2; k++) {
      const stem = words.slice(k, -1).join(' ');
      if (named.has(stem)) continue;
      // a stem two fields share names neither
      if (found.has(stem) && found.get(stem) !== entry) shared.add(stem);
      else found.set(stem, entry);
    }
  }
  for (const stem of shared) found.delete(stem);
  return found;
});
/**
 * "for each fee type", "by departure airport" where `fee_type_code`, `departure_airport_code` keep it: the words a code
 * field is named by, before its code ending, are that field, over a field one of the words alone reads as.
 * Read at a key's first word only: once per grouping phrase.
 */
function codeFieldAt(ctx: EngineContext, i: number): { key: string; to: number; via: string } | null {
  const stems = codeFieldsByStem(ctx.index);
  if (!stems.size) return null;
  for (let n = CODE_STEM_WORDS; n >= 2; n--) {
    const words = ctx.tokens.slice(i, i + n);
    if (words.length < n || words.some((t) => t.kind !== 'word')) continue;
    const entry = stems.get(words.map((t) => t.canon).join(' '));
    if (entry) return { key: entry.name, to: i + n, via: '+code-field-stem' };
  }
  // "permits by status" where `permit_status_code` keeps it: one word after the records named, the code of theirs it names
  const word = ctx.tokens[i];
  if (word?.kind !== 'word') return null;
  for (const named of ctx.collectionMentions) {
    if (named.to > i) break;
    const entry = stems.get([...ctx.tokens.slice(named.from, named.to).map((t) => t.canon), word.canon].join(' '));
    if (entry) return { key: entry.name, to: i + 1, via: '+records-code-field' };
  }
  return null;
}

/**
 * "total ride time by country" where the rides keep `start.country` and the riders a top-level `country`: the
 * key's reading on another collection yields to the one other reading kept by the records the figure is measured on.
 */
function onMeasuredRecords(ctx: EngineContext, mention: FieldMention): FieldEntry | null {
  const metric = ctx.analysis.metric ? ctx.index.byName.get(ctx.analysis.metric) : undefined;
  const measuredOn = metric ? ctx.owners.ownerOf.get(metric) : undefined;
  if (!measuredOn || ctx.owners.ownerOf.get(mention.entry) === measuredOn) return null;
  const others = mention.alternatives.filter((a) => a.entry !== mention.entry);
  if (others.length !== 1) return null;
  const kept = others.filter((a) => !a.entry.children.length && ctx.owners.ownerOf.get(a.entry) === measuredOn);
  return kept.length === 1 ? kept[0]!.entry : null;
}

/** The grouping key whose words start at token `i` (see keyAt). */
function keyFrom(ctx: EngineContext, i: number, linkCollections: boolean): { key: string; to: number; via?: string } | null {
  const coded = codeFieldAt(ctx, i);
  const read = keyFromWords(ctx, i, linkCollections);
  return coded && read?.key !== coded.key ? coded : read;
}

/** The grouping key the words from token `i` read as, field by field (see keyFrom). */
function keyFromWords(ctx: EngineContext, i: number, linkCollections: boolean): { key: string; to: number; via?: string } | null {
  // where the noun heading the key starts: after a collection word used as an adjective ("each product type")
  let head = i;
  for (let j = i; j < ctx.tokens.length && j < i + 3; j++) {
    const t = ctx.tokens[j];
    // "for each of the five regions"
    if (t.kind === 'number') {
      head = j + 1;
      continue;
    }
    if (t.kind !== 'word') return null;
    const mention = mentionStartingAt(ctx, j);
    const unit = TIME_UNITS.get(t.text);
    if (unit && (!mention || mention.to === j + 1) && t.text !== 'date') return { key: unit, to: j + 1 };
    const owner = collectionMentionAt(ctx, j);
    if (owner && mention?.kind !== 'full') {
      // "for each product category", "each channel owner": a collection word used as an adjective before the field
      // (or before a kind noun) the words after it name, even where the collection word alone reads as a field
      const after = mentionStartingAt(ctx, owner.to);
      const adjective = mention ? namesLeafAfter(ctx, mention, owner.to, after) : !!after || !!kindFieldAt(ctx, owner.to);
      if (adjective) {
        head = owner.to;
        continue;
      }
      // "by department", "per carrier": one group per record of that collection, keyed by the field linking to it
      const spoken = ctx.tokens.slice(owner.from, owner.to).map((x) => x.canon).join('');
      // "patients per ward" where patients keep `home_ward`: the records named before point by their own field
      const pointer = linkCollections && j <= i + 1 ? namedRecordsPointer(ctx, owner.collection, i, wordBeforeKey(ctx, i)) : null;
      if (pointer) return { key: pointer.name, to: owner.to, via: '+records-pointer' };
      // "each academic department": one adjective the schema does not know may qualify the collection
      const link = linkCollections && j <= i + 1 ? linkFieldFor(ctx.index, owner.collection, spoken) ?? referenceKeyFor(ctx, owner.collection)
        ?? keyFieldNamedBy(ctx, collectionKey(owner.collection))
        ?? codeFieldFor(ctx, owner.collection, spoken) ?? namingKeyFor(ctx, owner.collection) : null;
      // "by dropoff depot" beside `depot_id` and `dropoff_depot_id`: a word before the collection saying a role of its link
      const role = link && j > i ? roleFieldBefore(ctx, link, j) : null;
      if (role) return { key: role.name, to: owner.to, via: '+role-of-link' };
      // the document's own `_id` keys one group per record: "average distance per trip" over trips is no grouping
      return link && link.name !== DOCUMENT_KEY ? { key: link.name, to: owner.to } : null;
    }
    const child = mention ? childNamedAfter(ctx, mention) : null;
    if (child) return { key: child.name, to: mention!.to + 1, via: '+child-named-after' };
    const measured = mention ? onMeasuredRecords(ctx, mention) : null;
    if (measured) return { key: measured.name, to: mention!.to, via: '+on-measured-records' };
    if (mention) return { key: groupLeaf(ctx, mention), to: mention.to };
    // "for each type", "in each category of product": the field holding the kind
    const kind = j === head ? kindFieldAt(ctx, j) : null;
    if (kind) return { key: kind.entry.name, to: kind.to };
    // "each type of payment method" where `payment_method_code` keeps it: the kind of a field named after "of" is that field
    const ofKind = j === head && isKindNoun(t.text) && ctx.tokens[j + 1]?.text === 'of' ? keyFrom(ctx, j + 2, false) : null;
    if (ofKind) return { ...ofKind, via: `${ofKind.via ?? ''}+kind-of-field` };
    const keyed = j === i ? keyFieldNamedBy(ctx, t.canon) : null;
    if (keyed) return { key: keyed.name, to: j + 1 };
    const opened = j === i ? fieldOpenedBy(ctx, j) : null;
    if (opened) return { key: opened.entry.name, to: opened.to, via: '+opened-field' };
  }
  return null;
}

/** The word before a grouping key starting at `i`, past the words skipped before one ("went to each ward" → to). */
function wordBeforeKey(ctx: EngineContext, i: number): string | undefined {
  let k = i - 1;
  while (k > 0 && SKIPPABLE.has(ctx.tokens[k]!.text)) k--;
  return ctx.tokens[k]?.text;
}

/** Leaf fields named by a direction preposition and one noun (`to_port`), by those two canonical words; once per schema. */
const directedFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const found = new Map<string, FieldEntry>();
  const shared = new Set<string>();
  for (const e of index.entries) {
    const words = e.segmentWords;
    if (e.children.length || words.length !== 2 || !DIRECTION_PREPOSITIONS.has(words[0]!)) continue;
    const said = words.join(' ');
    if (found.has(said)) shared.add(said);
    found.set(said, e);
  }
  for (const said of shared) found.delete(said);
  return found;
});

/**
 * "how many crates were shipped to each port" beside `to_port` and `from_port`: a quantifier after a direction
 * preposition groups by the field that preposition and the noun after it name, one end of a movement.
 */
function directedKey(ctx: EngineContext, i: number, phrase: readonly string[]): { key: string; to: number; via: string } | null {
  const prep = ctx.tokens[i - 1]?.text ?? '';
  const noun = ctx.tokens[i + phrase.length];
  if (!DIRECTION_PREPOSITIONS.has(prep) || phrase.length !== 1 || !QUANTIFIERS.has(phrase[0]!) || noun?.kind !== 'word') return null;
  const at = i + phrase.length;
  // "to each port agent": a noun going on past the end's noun names something else
  if ((mentionStartingAt(ctx, at)?.to ?? 0) > at + 1 || mentionStartingAt(ctx, at + 1) || collectionMentionAt(ctx, at + 1)) return null;
  const entry = directedFields(ctx.index).get(`${canonWord(prep)} ${noun.canon}`);
  return entry ? { key: entry.name, to: at + 1, via: '+direction-field' } : null;
}

/** Whether a computation word ("average", "total") is said that names no field: a plain loop, as it runs on every request. */
function saysComputation(ctx: EngineContext): boolean {
  for (let k = 0; k < ctx.tokens.length; k++) if (COMPUTATION_WORDS.has(ctx.tokens[k]!.text) && !mentionAt(ctx, k)) return true;
  return false;
}

/**
 * groupBy: "by/per/for each/broken down by X", periodic adverbs ("monthly"), "which X have …", "top N X" when X is
 * a field rather than a collection, and groups ranked by a count ("which X has the most Y", "the most common X").
 */
export function groupByStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  // with no accumulator read, listed extremes are what is computed per group (the rule says so)
  const extremeAt = ctx.analysis.operation === null ? listedExtremeAt(ctx) : -1;
  const extremes = extremeAt >= 0 ? '+listed-extremes' : '';
  // "the mean hull grade for each yard" where `averageHullGrade` is stored names its accumulator in the field's name
  // "loaves baked by each bakery" where `loaves_baked` is stored: an amount named first is what is computed per group
  // ("employees by pay rate": a computation word in a field's name is that field, nothing computed)
  // (read only while no accumulator is, which nothing below changes: not looked for otherwise)
  const computesPerGroup = ctx.analysis.operation === null && (!!extremes || saysComputation(ctx) || !!openingAccumulatedField(ctx) || !!openingSummedField(ctx));
  let anaphora: GroupProposal | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] === 'time' || ctx.projection[i]) continue;
    if (PERIODIC_ADVERBS.has(t.text) && !mentionAt(ctx, i) && !storesAdverbRate(ctx, i) && !periodAmountNamedAfter(ctx, i) && !namesStoredRate(ctx, i, i + 1) && !averagesDayRecords(ctx, i)) {
      add(ctx, TIME_UNITS.get(t.text)!, 'groupBy.periodic-adverb', [i, i + 1]);
      continue;
    }
    const phrase = matchGroupPhrase(tokens, i)?.[0];
    if (phrase) {
      const prev = tokens[i - 1]?.text ?? '';
      if (phrase[0] === 'per' && phrase.length === 1 && isRateUnit(ctx, i)) continue;
      // "the average age of sailors based on their rank titles" groups; "listed based on the count", "top three types based
      // on average rooms" order or rank
      if (phrase[0] === 'based' && (ctx.analysis.operation === null || namesAgentOrSortKey(ctx, i) || ctx.roles.slice(Math.max(0, i - 4), i).includes('limit'))) continue;
      // "units sold by title" where `units_sold` is stored: the verb is the opening amount's own word, "by" groups it
      // ("kilograms shipped by depot": the same after an opening unit a field is kept in and its participle)
      // (only when a field, records or "each" follow: "kilograms shipped by Acme last month" names the shipper)
      const unitVerb = (PAST_PARTICIPLE_FORM.test(prev) || IRREGULAR_PARTICIPLES.has(prev)) && openingUnitField(ctx)?.to === i - 1 && namesGroupAt(ctx, i + 1);
      const amountVerb = openingSummedField(ctx)?.to === i || unitVerb;
      // "loans issued by each branch": a figure computed over the doers one by one is one group per doer
      const byEachDoer = ctx.analysis.operation !== null && QUANTIFIERS.has(tokens[i + 1]?.text ?? '');
      if (phrase[0] === 'by' && phrase.length === 1 && ((!amountVerb && !byEachDoer && (NON_GROUPING_BY.has(prev) || AGENT_VERBS.has(prev) || namesAgentOrSortKey(ctx, i))) || namesMeans(ctx, i + 1))) continue;
      if (phrase[0] === 'by' && phrase.length === 1 && namesOneAgent(ctx, i + 1)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+agent', span: [i, i + 2] }]);
        continue;
      }
      // "the name of each employee", "list every ferry, sorted by tonnage": a quantifier over listed records;
      // a group needs something accumulated or computed per group
      if (phrase.some((w) => w === 'each' || w === 'every') && ctx.analysis.operation === null && !computesPerGroup) continue;
      if (QUANTIFIERS.has(phrase[0]!) && phrase.length === 1 && (prev === 'for' || prev === 'in')) continue;
      // "top 5 products by price", "top 5 flavours by average score": what the list is ranked by
      if (phrase[0] === 'by' && ctx.roles.slice(Math.max(0, i - 4), i).includes('limit')) continue;
      if (summarisesAll(ctx, i, phrase)) continue;
      const found = directedKey(ctx, i, phrase) ?? keyAt(ctx, i + phrase.length, linksCollection(ctx, i, phrase));
      if (!found && !anaphora && QUANTIFIERS.has(phrase[phrase.length - 1]!) && ctx.analysis.operation !== null) {
        anaphora = proposeAnaphoricGroup(ctx, i + phrase.length - 1);
      }
      // "the smallest barn by floor area": a superlative record ranked by a quantity is one record, no group
      if (found && phrase.length === 1 && superlativeRanksBy(ctx, i, found.key)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+superlative-ranked', span: [i, found.to] }]);
        continue;
      }
      // "grouped by the flavour 'lemon'": a field followed by its value is a condition
      if (!found || (ctx.roles[found.to] === 'filter' && ctx.tokens[found.to]!.kind === 'quoted')) continue;
      // "the average catch weight per haul" on `hauls.weightKg`: a measure of each record, no group
      if (phrase[0] === 'per' && measuredOnOwnRecords(ctx, i, found.key)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+measured-records', span: [i, found.to] }]);
        continue;
      }
      // "loaves by bakers aged 40 or more", "show names by weight in descending order": with nothing computed per
      // group, a "by" whose key is qualified or ordered names an agent or a sort key
      const bare = phrase.length === 1 && phrase[0] === 'by' && ctx.analysis.operation === null && !computesPerGroup;
      if (bare && (qualifiedAfter(ctx, found.to) || orderedAfter(ctx, found.to)) && !asksForGroupsBefore(ctx, i)) continue;
      // "the poems by author 12": a thing named with its number is one identified record, no group
      if (phrase.length === 1 && phrase[0] === 'by' && tokens[found.to]?.kind === 'number' && collectionMentionAt(ctx, found.to - 1)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+numbered-agent', span: [i, found.to + 1] }]);
        continue;
      }
      // "the average stay of guests by members who joined last year": a relative clause or an age after a collection narrows the doers
      if (phrase.length === 1 && phrase[0] === 'by' && AGENT_QUALIFIERS.has(tokens[found.to]?.text ?? '') && collectionMentionAt(ctx, found.to - 1) && !asksForGroupsBefore(ctx, i)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+qualified-agent', span: [i, found.to + 1] }]);
        continue;
      }
      add(ctx, found.key, `groupBy.${phrase.join('-')}${found.via ?? ''}${extremes}`, [i, found.to]);
      // "by state and city"
      let next = found.to;
      while (tokens[next] && (tokens[next].text === 'and' || tokens[next].text === ',')) {
        // "by grade and their shift": a determiner may open the next key
        const at = LISTED_KEY_DETERMINERS.has(tokens[next + 1]?.text ?? '') ? next + 2 : next + 1;
        const more = mentionStartingAt(ctx, at);
        if (!more || collectionMentionAt(ctx, at)) break;
        add(ctx, more.field, at > next + 1 ? 'groupBy.list+determiner' : 'groupBy.list', [at, more.to]);
        next = more.to;
      }
      i = found.to - 1;
      continue;
    }
    // "the average age across different cities": one figure per kind; "how many different cities" counts kinds
    if (DIVERSITY_WORDS.has(t.text) && ctx.analysis.operation !== null && !countsKinds(ctx, i)) {
      const found = keyAt(ctx, i + 1, true);
      if (found) {
        add(ctx, found.key, `groupBy.different-kinds${tokens[i - 1]?.text === 'of' ? '+of' : ''}${found.via ?? ''}`, [i, found.to]);
        i = found.to - 1;
        continue;
      }
    }
  }
  // "the split of sex within each herd": the grouping said after the breakdown first, then its field
  const spread = breakdownKey(ctx);
  const counted = ctx.analysis.operation === null || ctx.analysis.operation === '$count';
  if (spread?.outer && counted && !ctx.analysis.groupBy.length) add(ctx, spread.outer.key, `groupBy.breakdown-of-values+outer-group${spread.outer.via ?? ''}`, [spread.span[1], spread.outer.to]);
  if (spread && ((spread.outer && counted) || !ctx.analysis.groupBy.length)) add(ctx, spread.key, 'groupBy.breakdown-of-values', spread.span);
  if (!ctx.analysis.groupBy.length) countPerActor(ctx);
  if (!ctx.analysis.groupBy.length) commitCount(ctx, proposeCountRanking(ctx), true);
  if (!ctx.analysis.groupBy.length) commitCount(ctx, proposeCountThreshold(ctx), false);
  if (!ctx.analysis.groupBy.length) {
    const counts = recordCounts(ctx);
    commitCount(ctx, proposeListedCount(ctx, counts), false);
    if (!ctx.analysis.groupBy.length) commitCount(ctx, proposeOrderedByCount(ctx, counts), false);
    if (!ctx.analysis.groupBy.length) commitCount(ctx, proposeTopByCount(ctx, counts), false);
  }
  if (!ctx.analysis.groupBy.length) commitRanked(ctx, proposeAggregateRanking(ctx));
  if (!ctx.analysis.groupBy.length) {
    const total = proposeImpliedTotal(ctx);
    if (total) {
      commit(ctx, [
        { member: 'operation', apply: 'replace', value: '$sum', confidence: 0.6, rule: 'operation.implied-total', span: [total.span[0], total.span[1]] },
        { member: 'metric', apply: 'replace', value: total.metric, confidence: 0.6, rule: 'metric.implied-total', span: [total.span[0], total.span[1]] },
      ]);
      // the groups are ranked by their totals
      if (!Object.keys(ctx.analysis.sort).length) {
        commit(ctx, [{ member: 'sort', apply: 'replace', value: { [total.metric]: total.direction }, confidence: 0.6, rule: 'sort.implied-total', span: [total.span[0], total.span[1]], text: total.metric }]);
      }
      add(ctx, total.key, total.rule, [total.span[0], total.span[1]]);
      // "which hauler carried the most tonnes": a superlative with no number asks for the top group
      if (total.top && ctx.analysis.limit === null) {
        commit(ctx, [{ member: 'limit', apply: 'replace', value: 1, confidence: 0.6, rule: 'limit.top-summed-group', span: [total.span[0], total.span[1]] }]);
      }
    }
  }
  if (!ctx.analysis.groupBy.length) {
    const topBy = proposeTopByAggregate(ctx);
    if (topBy) add(ctx, topBy.key, topBy.rule, [topBy.span[0], topBy.span[1]]);
  }
  if (!ctx.analysis.groupBy.length) {
    const accumulated = proposeAccumulatedPerThing(ctx);
    if (accumulated) add(ctx, accumulated.key, accumulated.rule, [accumulated.span[0], accumulated.span[1]]);
  }
  // "… and how many races took place at each one": nothing else grouped, the bare "each" refers back
  if (!ctx.analysis.groupBy.length && anaphora) add(ctx, anaphora.key, anaphora.rule, [anaphora.span[0], anaphora.span[1]]);
  // "top 10 actors", "list 10 directors": a limit on a field that is no collection ranks the field's values
  const limitAt = ctx.roles.indexOf('limit');
  if (limitAt >= 0 && !ctx.analysis.groupBy.length) {
    for (let j = limitAt + 1; j < tokens.length && j <= limitAt + 4; j++) {
      // "the 3 longest delays", "the 20 most recently added titles": a measuring superlative ranks the records by the
      // field, it does not count its values ("the 5 most common genres", "top 3 most popular tags" still do)
      if (ranksByMeasure(tokens, j)) {
        commit(ctx, [{ member: 'groupBy', apply: 'note', confidence: 0.5, rule: 'groupBy.no-group+measuring-superlative', span: [j, j + 1] }]);
        break;
      }
      // "top 5 entries by marks": what follows "by" is what the list is ranked by, not what it lists
      if (tokens[j]!.text === 'by') break;
      const m = mentionStartingAt(ctx, j);
      // "movie genres": a collection word used as an adjective before the field
      if (collectionMentionAt(ctx, j) && !(m && m.kind === 'full') && !mentionStartingAt(ctx, j + 1)) break;
      if (!m || (collectionMentionAt(ctx, j) && m.kind !== 'full')) continue;
      // "the top three songs" read as `song_id` or as embedded song records: the records themselves are ranked
      if (isIdField(m.entry) || m.entry.children.length) break;
      const plural = tokens[m.to - 1].text.endsWith('s') || KIND_NOUNS.has(tokens[m.to]?.text ?? '');
      if (plural && m.entry.canonWords.length <= 3) add(ctx, groupLeaf(ctx, m), 'groupBy.top-n-field', [j, m.to]);
      break;
    }
  }
  // "Manhattan versus Queens", "the average rating for Spanish, French and Mandarin movies": one group per value
  const compared = tokens.some((t) => COMPARE_WORDS.has(t.text));
  // "the number of senior and junior staff for each ward": values joined by "and" inside a count split each group too
  const besideGroup = countsPerGroup(ctx);
  if ((!ctx.analysis.groupBy.length && (ctx.analysis.operation || compared)) || besideGroup) {
    for (const [field, value] of Object.entries(ctx.analysis.filters)) {
      if (!isMultiValue(value) || !listsValues(ctx, field) || listsPlaces(ctx, field) || (joinedByOr(ctx, field) && (!compared || besideGroup))) continue;
      if (besideGroup && !valuesOpenCount(ctx, field)) continue;
      add(ctx, field, besideGroup ? 'groupBy.per-listed-value+beside-group' : 'groupBy.per-listed-value', [0, 0]);
    }
  }
  // "the female and male jockeys counted for each stable": both sexes counted is one group per sex
  const sexes = ctx.analysis.operation ? sexBreakdown(ctx) : null;
  if (sexes) add(ctx, sexes.field, 'groupBy.both-sexes', [sexes.at, sexes.at + 1]);
  // "the highest and lowest fares for each class": the first extreme listed is the accumulator per group
  if (ctx.analysis.groupBy.length && !ctx.analysis.operation && extremeAt >= 0) {
    const op = COMPARED_EXTREMES.get(tokens[extremeAt]!.text)!;
    commit(ctx, [{ member: 'operation', apply: 'replace', value: op, confidence: 0.6, rule: 'operation.listed-extremes', span: [extremeAt, extremeAt + 1] }]);
  }
  // "highest toll rate for each lane code": an extreme said first, of the number named right after it, is that
  // extreme per group, not a count
  const extreme = ctx.analysis.groupBy.length && !ctx.analysis.operation ? openingExtreme(ctx) : null;
  if (extreme) {
    const span: [number, number] = [extreme.at, extreme.mention.to];
    commit(ctx, [
      { member: 'operation', apply: 'replace', value: extreme.op, confidence: 0.5, rule: 'operation.opening-extreme-per-group', span, claims: { role: 'operation', ranges: [[span[0], span[0] + 1]] } },
      { member: 'metric', apply: 'replace', value: extreme.mention.entry.name, confidence: 0.5, rule: 'metric.opening-extreme-per-group', span },
    ]);
  }
  // "amount due per currency": a summed amount named first, then grouped, is totalled per group
  const summed = ctx.analysis.groupBy.length && !ctx.analysis.operation ? openingSummedField(ctx) ?? openingUnits(ctx) ?? rankedByTotal(ctx) : null;
  if (summed) {
    commit(ctx, [
      { member: 'operation', apply: 'replace', value: '$sum', confidence: 0.5, rule: 'operation.sum-per-group', span: [summed.from, summed.to] },
      { member: 'metric', apply: 'replace', value: summed.entry.name, confidence: 0.5, rule: summed.worth ? `${SUM_PER_GROUP_RULE}+grouped-records-worth` : SUM_PER_GROUP_RULE, span: [summed.from, summed.to] },
    ]);
  }
  // "average rating by cuisine" where `averageRating` is stored: a field named first whose name opens with an accumulator
  // is that accumulator of the field per group, not a count
  const accumulated = ctx.analysis.groupBy.length && !ctx.analysis.operation ? openingAccumulatedField(ctx) : null;
  if (accumulated) {
    const span: [number, number] = [accumulated.mention.from, accumulated.mention.to];
    commit(ctx, [
      { member: 'operation', apply: 'replace', value: accumulated.op, confidence: 0.5, rule: 'operation.stored-accumulator-per-group', span },
      { member: 'metric', apply: 'replace', value: accumulated.mention.entry.name, confidence: 0.5, rule: 'metric.stored-accumulator-per-group', span },
    ]);
  }
  // the metric read only now: groups keyed before it are read where its records are (see keyOfMetricRecords)
  if (summed || accumulated) {
    const keys = ctx.analysis.groupBy;
    const rekeyed = keys.map((key) => keyOfMetricRecords(ctx, key) ?? keyOfNamingRecords(ctx, key) ?? key);
    if (rekeyed.some((key, k) => key !== keys[k])) commit(ctx, [{ member: 'groupBy', apply: 'replace', value: rekeyed, confidence: 0.85, rule: 'groupBy.metric-records' }]);
  }
  // "the total firings for each kiln" where each kiln keeps `firings_done`: one group per record is the record itself,
  // so the answer lists each record's own figure, not an accumulation of it
  if (groupsEachMetricRecord(ctx)) {
    commit(ctx, [
      { member: 'groupBy', apply: 'replace', value: [], confidence: 0.85, rule: 'groupBy.no-group+own-record-key' },
      { member: 'operation', apply: 'replace', value: null, confidence: 0.85, rule: 'operation.none+own-record-key' },
      { member: 'metric', apply: 'replace', value: null, confidence: 0.85, rule: 'metric.none+own-record-key' },
    ]);
  }
  // grouping with no accumulator named counts per group
  if (ctx.analysis.groupBy.length && !ctx.analysis.operation) {
    commit(ctx, [{ member: 'operation', apply: 'replace', value: '$count', confidence: 0.5, rule: 'operation.count-per-group' }]);
  }
}

/** Whether a field's values name kinds to spread records over: no key, amount, measure in a unit or embedded records. */
const spreadsOver = (entry: FieldEntry | undefined): boolean =>
  !!entry && !entry.children.length && !isIdField(entry) && !keepsQuantity(entry) && !endsInUnit(entry);

/**
 * "a breakdown of ticket types", "the booking status distribution": a breakdown noun with the field of kinds said
 * right after "of", or right before it, and nothing after the field but the end, a clause break or a grouping
 * ("… within each herd", "… for every season"), asks how many records hold each value. Records named instead ("a
 * breakdown of tickets") name no field. The field, and the key of a grouping said after it ("within each herd").
 */
function breakdownKey(ctx: EngineContext): { key: string; span: [number, number]; outer: { key: string; to: number; via?: string } | null } | null {
  const { tokens } = ctx;
  // the key of a grouping phrase at `at`, when it closes the question: undefined when none is said there
  const outerAt = (at: number): { key: string; to: number; via?: string } | null | undefined => {
    const from = WITHIN_WORDS.has(tokens[at]?.text ?? '') ? at + 1 : at;
    const phrase = matchGroupPhrase(tokens, from)?.[0];
    const found = phrase ? keyAt(ctx, from + phrase.length, true) : null;
    return found && closesAt(tokens, found.to) ? found : undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    // "ticker spread by exchange" where `spread` is a field: the noun names that field, no breakdown
    if (!BREAKDOWN_NOUNS.has(tokens[i]!.text) || mentionAt(ctx, i)) continue;
    if (tokens[i + 1]?.text === 'of') {
      const found = keyAt(ctx, i + 2, false);
      const outer = found && !closesAt(tokens, found.to) ? outerAt(found.to) : null;
      if (found && outer !== undefined && spreadsOver(ctx.index.byName.get(found.key))) return { key: found.key, span: [i, found.to], outer };
    }
    const before = mentionEndingAt(ctx, i);
    const outer = before && !closesAt(tokens, i + 1) ? outerAt(i + 1) : null;
    if (before && outer !== undefined && !collectionMentionAt(ctx, before.from) && spreadsOver(before.entry)) return { key: groupLeaf(ctx, before), span: [before.from, i + 1], outer };
  }
  return null;
}

/** The path enclosing a field, with its trailing dot ("arenas.games.date" → "arenas.games."), or "" at the top level. */
const enclosingPath = (entry: FieldEntry): string => entry.name.slice(0, entry.name.lastIndexOf('.') + 1);

/**
 * Whether the one group key is the own key of the records keeping the accumulated figure: their collection's id
 * (`kiln_id` beside `firings_done`), or an id of records they embed naming that collection (`batches.kiln_id`). Each group is
 * then one record, so its figure is the record's own value, not accumulated per group.
 */
function groupsEachMetricRecord(ctx: EngineContext): boolean {
  const keys = ctx.analysis.groupBy;
  // a schema listing the document key `_id` keys its records by it: a `carrierId` there links to other records
  if (keys.length !== 1 || !ctx.analysis.metric || !FIELD_ACCUMULATORS.has(ctx.analysis.operation ?? '') || ctx.index.byName.has(DOCUMENT_KEY)) return false;
  const metric = ctx.index.byName.get(ctx.analysis.metric);
  const key = ctx.index.byNorm.get(normName(keys[0]!));
  const owner = metric && ctx.owners.ownerOf.get(metric);
  if (!metric || !key || !owner || ctx.owners.ownerOf.get(key) !== owner || !isIdField(key)) return false;
  const keyPath = enclosingPath(key);
  if (!keyPath.startsWith(enclosingPath(metric))) return false;
  return namesCollection(key, owner) || (!keyPath && idFieldNamedBy(ctx.index, collectionKey(owner)) === key);
}

/** Whether the word at `at` is a superlative that measures ("longest", "most recently"), not one of how often. */
function ranksByMeasure(tokens: EngineContext['tokens'], at: number): boolean {
  const word = tokens[at]!.text;
  const next = tokens[at + 1]?.text ?? '';
  if (word === 'top' || word === 'bottom' || FREQUENCY_WORDS.has(next)) return false;
  // "most" before a noun counts it ("the 5 most awards"); before an adverb it measures ("most recently")
  if (RECORD_COUNT_RANKING_WORDS.has(word)) return next.endsWith('ly');
  const sorts = SUPERLATIVES.get(word);
  return sorts ? sorts.concept !== 'count' : ATTRIBUTE_SUPERLATIVES.has(word);
}

/** The leaf field named first in the question, when it is no id and no group key; or null. */
function openingField(ctx: EngineContext): FieldMention | null {
  const first = ctx.mentions[0];
  if (!first || first.from > 1 || first.entry.children.length || isIdField(first.entry) || ctx.analysis.groupBy.includes(first.entry.name)) return null;
  return first;
}

/**
 * The field named first in the question, when it holds an amount people add up (`amount_due`, or things done:
 * `loaves_baked`, `seeds_banked`) and is no group key; or null.
 */
function openingSummedField(ctx: EngineContext): (FieldMention & { readonly worth?: boolean }) | null {
  const first = openingField(ctx);
  if (!first) return null;
  // "revenue by kiosk" read as `price`: a noun of a total by nature adds up the field it names, the grouped records'
  // own money field when it names another collection's
  if (!saysTotal(ctx, first.from, first.to)) return addsUp(first.entry) ? first : null;
  const own = groupedRecordsWorth(ctx, ctx.tokens[first.from]!);
  return own && ctx.owners.ownerOf.get(own) !== ctx.owners.ownerOf.get(first.entry) ? { ...first, entry: own, worth: true } : first;
}

/** A field counting units: a quantity word opens or ends its name (`qty_sold`, `Bales_Baled_Qty`). */
const countsUnits = (entry: FieldEntry): boolean => QUANTITY_CANON.has(entry.ownWords[0]!) || QUANTITY_CANON.has(entry.ownWords[entry.ownWords.length - 1]!);

/** A field holding an amount people add up: money or another amount (`amount_due`), things done (`loaves_baked`), units (`qty_sold`). */
const addsUp = (entry: FieldEntry): boolean => namesSummed(entry) || countsDoneThings(entry) || countsUnits(entry);

/**
 * "top 4 kennels by boarding fees", "which depot had the highest takings": things ranked by an amount people add up
 * (addsUp) that other records keep (the amount's collection is not the ranked things', or the amount sits in
 * records embedded deeper than the ranked field): the amount is totalled per thing, over the records linking to it.
 * The group, and the amount's field to total.
 */
function proposeImpliedTotal(ctx: EngineContext): (GroupProposal & { readonly metric: string; readonly direction: 1 | -1; readonly top: boolean }) | null {
  const { tokens } = ctx;
  if (ctx.analysis.operation !== null) return null;
  const limited = ctx.roles.indexOf('limit');
  for (let i = 1; i < tokens.length; i++) {
    let group: ReturnType<typeof groupNounBefore> = null;
    // the ranked things a superlative is said of ("top 5 heaviest shipments by kilos"), when one is
    let measuredThings: string | null = null;
    // "top 5 kennels by fees": the ranked things end right before "by"
    if (tokens[i]!.text === 'by' && limited >= 0 && limited < i) {
      const ranked = keyEndingAt(ctx, i);
      const rankedThings = collectionEndingAt(ctx, i);
      const said = tokens.slice(limited + 1, ranked?.from ?? limited + 1).some((t) => SUPERLATIVES.has(t.text));
      if (ranked && rankedThings && said) measuredThings = rankedThings.collection;
      group = ranked && rankedThings ? { ...ranked, to: i } : null;
    } else if (SUPERLATIVES.get(tokens[i]!.text)?.direction === -1 && !SUPERLATIVES.get(tokens[i]!.text)?.concept && !ctx.projection[i]) {
      const before = groupNounBefore(ctx, i);
      group = before && i - before.to <= RANKED_GAP ? before : null;
    }
    if (!group) continue;
    let at = i + 1;
    while (FIGURE_DETERMINERS.has(tokens[at]?.text ?? '')) at++;
    // "by repair cost": the records keeping the amount may be named before it
    const keeper = mentionStartingAt(ctx, at) ? undefined : collectionMentionAt(ctx, at);
    const amount = amountAt(ctx, keeper ? keeper.to : at, keeper?.collection);
    if (keeper && amount && ctx.owners.ownerOf.get(amount.entry) !== keeper.collection) continue;
    // a capacity is what each thing holds, whoever else keeps one ("the hut with the largest bunk capacity")
    // ("which hauler carried the most tonnes": units said after the superlative are many records' together)
    if (!amount || amount.entry.children.length || isIdField(amount.entry) || !(amount.inUnit || addsUp(amount.entry)) || CAPACITY_CANON.has(amount.entry.canonWords.at(-1)!)) continue;
    // what says the amount is many records' together: things counted (`units_sold`), a total by nature ("revenue"),
    // or the records keeping it named ("repair cost"); "the most" of an amount of money ranks by how many
    const countsThings = countsDoneThings(amount.entry) || countsUnits(amount.entry);
    // "top 5 heaviest shipments by kilos loaded": a superlative said of the things ranks each by the quantity it
    // carries, where the ranked things keep it (not: "top 3 biggest kennels by nights booked", "top 4 busiest kennels
    // by nights booked", the nights kept by the stays, totalled per kennel)
    if (countsThings && measuredThings !== null && ctx.owners.ownerOf.get(amount.entry) === measuredThings) continue;
    const totalled = countsThings || !!amount.inUnit || (tokens[i]!.text !== 'most' && (!!keeper || saysTotal(ctx, amount.from, amount.to)));
    if (!totalled) continue;
    if (!keptByOtherRecords(ctx, group, amount.entry)) continue;
    const direction = tokens[i]!.text === 'by' ? SUPERLATIVES.get(tokens[limited - 1]?.text ?? '')?.direction ?? -1 : -1;
    return { key: group.key, span: [group.from, amount.to], rule: 'groupBy.implied-total', metric: amount.entry.name, direction, top: tokens[i]!.text !== 'by' && asksOneThing(ctx, group) };
  }
  return null;
}

/** "which hauler …": a question after one thing, said in the singular (not "couriers ordered by …", "which farms …"). */
const asksOneThing = (ctx: EngineContext, group: { readonly from: number; readonly to: number }): boolean =>
  OBJECT_QUESTION_WORDS.has(ctx.tokens[group.from - 1]?.text ?? '') && !isPluralWord(ctx.tokens[group.to - 1]?.text ?? '');

/**
 * The amount named at `at`: a field mentioned there, else for a noun of a total by nature ("revenue") the field it is
 * usually kept in, or where the records keeping it are named, the one money field of theirs.
 */
function amountAt(ctx: EngineContext, at: number, keeper?: string): { entry: FieldEntry; from: number; to: number; inUnit?: boolean } | null {
  const mention = mentionStartingAt(ctx, at);
  if (mention) return { entry: mention.entry, from: mention.from, to: mention.to };
  const inUnit = unitFieldAt(ctx, at);
  if (inUnit) return { entry: inUnit, from: at, to: at + 1, inUnit: true };
  if (!TOTAL_NOUNS.has(ctx.tokens[at]?.text ?? '')) return null;
  const money = keeper ? ctx.index.entries.filter((e) => !e.children.length && ctx.owners.ownerOf.get(e) === keeper && namesSummed(e)) : [];
  const entry = keeper ? (money.length === 1 ? money[0] : undefined) : measuredAttributeField(ctx, at);
  return entry ? { entry, from: at, to: at + 1 } : null;
}

/**
 * "the most litres": a plural unit word naming no field or records itself is the one field kept in that unit, if one
 * is; not in a rate, a unit per unit ("metres per second").
 */
function unitFieldAt(ctx: EngineContext, at: number): FieldEntry | undefined {
  const token = ctx.tokens[at];
  if (token?.kind !== 'word' || !isPluralWord(token.text) || mentionAt(ctx, at) || collectionMentionAt(ctx, at)) return undefined;
  if (ctx.tokens[at + 1]?.text === 'per' && VALUE_UNITS.has(ctx.tokens[at + 2]?.canon ?? '')) return undefined;
  const kept = fieldsKeptIn(ctx, token.text);
  return kept.length === 1 ? kept[0] : undefined;
}

/** Whether a word from `from` to `to` is a noun of a total by nature (see TOTAL_NOUNS). */
function saysTotal(ctx: EngineContext, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (TOTAL_NOUNS.has(ctx.tokens[k]!.text)) return true;
  return false;
}

/**
 * Whether an amount is kept by other records than the ranked things (see proposeImpliedTotal); a lookup table labels
 * records and keeps no amount to total ("the largest water deliveries by litres" beside `Ref_Water_Types`).
 */
function keptByOtherRecords(ctx: EngineContext, group: { readonly key: string; readonly entity: boolean; readonly to: number }, amount: FieldEntry): boolean {
  const amountOwner = ctx.owners.ownerOf.get(amount);
  if (!amountOwner || isLookupTable(amountOwner)) return false;
  if (group.entity) {
    const ranked = collectionEndingAt(ctx, group.to)?.collection;
    return !!ranked && ranked !== amountOwner;
  }
  const key = ctx.index.byName.get(group.key);
  const keyOwner = key && ctx.owners.ownerOf.get(key);
  return !!key && !!keyOwner && keyOwner !== amountOwner && amount.depth > key.depth;
}
/** Whether a group is said at `at`: a field or records named there, or a quantifier ("each depot"), outside a time frame. */
const namesGroupAt = (ctx: EngineContext, at: number): boolean =>
  ctx.roles[at] !== 'time' && (!!mentionAt(ctx, at) || !!collectionMentionAt(ctx, at) || QUANTIFIERS.has(ctx.tokens[at]?.text ?? ''));

/**
 * "kilograms shipped by depot", "hours logged per project": a plural unit word opening the question, naming no field
 * itself, is the one field kept in that unit (`load_kg`, `time_hrs`); null when none or several are.
 */
function openingUnitField(ctx: EngineContext): { entry: FieldEntry; from: number; to: number } | null {
  const at = ctx.tokens[0]?.kind === 'word' && !STOP_WORDS.has(ctx.tokens[0].text) ? 0 : 1;
  const kept = unitFieldAt(ctx, at);
  return kept && !ctx.analysis.groupBy.includes(kept.name) ? { entry: kept, from: at, to: at + 1 } : null;
}

/**
 * "units shipped per sku", "revenue by country", "gross value by zone", where no field is called so: a quantity or
 * an amount noun, or a noun of a total by nature ("takings"), opening the question (after one word of no field:
 * "gross"), no field of its own, is the field the records keep it in (see MEASURED_ATTRIBUTES, else a field headed by
 * the noun: `value_eur`); or null.
 */
function openingUnits(ctx: EngineContext): { entry: FieldEntry; from: number; to: number; worth?: boolean } | null {
  const amount = (t: Token): boolean => QUANTITY_FIELD_WORDS.has(t.text) || SUMMED_HEADS_CANON.has(t.canon) || TOTAL_NOUNS.has(t.text);
  const first = ctx.tokens.findIndex((t) => t.kind === 'word' && (!STOP_WORDS.has(t.text) || amount(t)));
  if (first < 0 || first > 1) return null;
  const inUnit = openingUnitField(ctx);
  if (inUnit) return inUnit;
  for (let at = first; at <= first + 1; at++) {
    const token = ctx.tokens[at];
    // "booking revenue by week": a first word naming the records that keep the amount says whose it is
    if (at === first && namesRecordsAt(ctx, at) && amount(ctx.tokens[at + 1] ?? token) && !mentionAt(ctx, at + 1)) continue;
    if (!token || mentionAt(ctx, at)) return null;
    if (!amount(token) || collectionMentionAt(ctx, at)) continue;
    const found = measuredAttributeField(ctx, at) ?? placedOrShallowest(ctx, fieldsMeasuring(ctx, [token.canon]));
    // "booking takings by month": the money field of the records named first; "revenue by kiosk": the grouped
    // records' own, over another collection's
    const keeper = at > first ? collectionMentionAt(ctx, first)?.collection : undefined;
    const own = (keeper && namesWorth(token.text, token.canon) ? recordsAmount(ctx, keeper, token.text) : undefined) ?? groupedRecordsWorth(ctx, token);
    const swapped = !!own && (!found || ctx.owners.ownerOf.get(found) !== ctx.owners.ownerOf.get(own));
    const entry = swapped ? own : found;
    return entry && !ctx.analysis.groupBy.includes(entry.name) ? { entry, from: at, to: at + 1, worth: swapped } : null;
  }
  return null;
}

/**
 * "top 3 cabin classes by revenue", "suppliers by turnover": groups ranked "by" a noun of a total by nature rank by
 * the total of the grouped records' own money field (see groupedRecordsWorth); or null.
 */
function rankedByTotal(ctx: EngineContext): { entry: FieldEntry; from: number; to: number; worth: boolean } | null {
  for (let i = 0; i + 1 < ctx.tokens.length; i++) {
    if (ctx.tokens[i]!.text !== 'by') continue;
    let at = i + 1;
    while (FIGURE_DETERMINERS.has(ctx.tokens[at]?.text ?? '')) at++;
    const token = ctx.tokens[at];
    if (!token || !TOTAL_NOUNS.has(token.text) || ctx.roles[at] === 'filter') continue;
    const entry = groupedRecordsWorth(ctx, token);
    return entry ? { entry, from: at, to: at + 1, worth: true } : null;
  }
  return null;
}

/**
 * "revenue by fare class" where the records grouped keep their worth under another name (`price`): a noun of worth
 * opening the question adds up the one money field of the records the first group key belongs to (see recordsAmount).
 */
function groupedRecordsWorth(ctx: EngineContext, token: Token): FieldEntry | undefined {
  const key = ctx.index.byName.get(ctx.analysis.groupBy[0] ?? '');
  const owner = key && ctx.owners.ownerOf.get(key);
  return owner && namesWorth(token.text, token.canon) ? recordsAmount(ctx, owner, token.text) : undefined;
}

/** Whether the word at `at` names records: a collection, or embedded records whose path opens with the word (`bookings.*`). */
function namesRecordsAt(ctx: EngineContext, at: number): boolean {
  if (collectionMentionAt(ctx, at)?.to === at + 1) return true;
  const mention = mentionAt(ctx, at);
  const word = ctx.tokens[at]!.canon;
  return !!mention && mention.to === at + 1 && mention.entry.depth > 1 && canonWord(mention.entry.name.slice(0, mention.entry.name.indexOf('.')).toLowerCase()) === word;
}
/** The rule of a figure totalled per group; metric-from-sort orders the groups by it. */
export const SUM_PER_GROUP_RULE = 'metric.sum-per-group';
const SUMMED_HEADS_CANON: ReadonlySet<string> = new Set([...SUMMED_FIELD_HEADS].map(canonWord));
/** A field named by an amount people add up, last or before its currency (`fee_gbp`, `amount_due`). */
const namesSummed = (entry: FieldEntry): boolean => namedByHead(entry, SUMMED_HEADS_CANON);
const CAPACITY_CANON: ReadonlySet<string> = new Set(CAPACITY_ATTRIBUTES.map(canonWord));
/** Canonical forms of the words naming a count of things on hand (`qty`, `units`). */
export const QUANTITY_CANON: ReadonlySet<string> = new Set([...QUANTITY_FIELD_WORDS].map(canonWord));

const ACCUMULATOR_WORDS_CANON: ReadonlyMap<string, AggregateOp> = new Map([...ACCUMULATOR_WORDS].map(([word, op]) => [canonWord(word), op]));

/**
 * The number-holding field named first in the question right after the extreme opening it ("highest", "smallest"; of
 * money, "cheapest", "most expensive"), maybe past its records' name ("cheapest cabin fare per deck"), with its
 * accumulator; or null.
 */
function openingExtreme(ctx: EngineContext): { mention: FieldMention; op: AggregateOp; at: number } | null {
  const first = ctx.mentions[0];
  if (!first || first.entry.children.length || isIdField(first.entry) || ctx.analysis.groupBy.includes(first.entry.name) || heldNumber(first.entry) !== first.entry) return null;
  const at = (collectionEndingAt(ctx, first.from)?.from ?? first.from) - 1;
  // ("most expensive", "least expensive": a degree word before the adjective, which keeps or turns its direction)
  const degree = at === 1 ? SUPERLATIVE_DEGREE_SIGNS.get(ctx.tokens[0]!.text) : undefined;
  if (at < 0 || (at > 0 && !(at === 1 && (ARTICLES.has(ctx.tokens[0]!.text) || degree)))) return null;
  const word = ctx.tokens[at]!.text;
  const compared = degree ? undefined : COMPARED_EXTREMES.get(word);
  if (compared) return { mention: first, op: compared, at };
  const priced = SUPERLATIVES.get(word);
  return priced && priced.concept === PRICE_CONCEPT && holdsMoney(first.entry) ? { mention: first, op: priced.direction * (degree ?? 1) === 1 ? '$min' : '$max', at } : null;
}
/** The concept of superlatives said of what a thing costs ("cheapest", "priciest", "most expensive"). */
const PRICE_CONCEPT: SortWord['concept'] = 'price';

/**
 * The field named first in the question when its own name opens with an accumulator the question says too, with that
 * accumulator; or null ("bids per lot" beside `maxBid` names the bids, no maximum).
 */
function openingAccumulatedField(ctx: EngineContext): { mention: FieldMention; op: AggregateOp } | null {
  const first = openingField(ctx);
  const own = first ? first.entry.ownWords : [];
  const op = own.length > 1 ? ACCUMULATOR_WORDS_CANON.get(own[0]!) : undefined;
  const said = !!first && ctx.tokens.slice(first.from, first.to).some((t) => ACCUMULATOR_WORDS_CANON.get(t.canon) === op);
  return first && op && said ? { mention: first, op } : null;
}
