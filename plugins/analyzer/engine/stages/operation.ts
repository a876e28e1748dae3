import { phraseAt, phraseMatcher, placedOrShallowest, spokenCanons, type EngineContext } from '../context.ts';
import { COMPARED_EXTREMES, COSTING_PHRASES, COUNT_QUESTION_PHRASES, DO_VERBS, EARNING_PHRASES, FIELD_ONLY_OPERATIONS, HOLDING_WORDS, MONEY_NOUNS, OPERATION_PHRASES, SUMMING_WORDS, MEANING_AFTER_DO, type AggregateOp } from '../lexicon/words.ts';
import { enclosingWords, isCountField, measureWordOf, isIdField, isLeafNamed, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import {
  BE_FORMS, CLAUSE_BREAKS, COMPARISON_PHRASES, MEASURE_WORDS, MONEY_VERBS, POSSESSIVES, RELATIVE_PRONOUNS, SPEAKER_POSSESSIVES, STOP_WORDS, SUMMED_CUES, SUPERLATIVES, TALLY_PHRASES, TOTAL_WORD, VALUE_QUESTION_LEADS,
} from '../lexicon/words.ts';
import { collectionMentionAt, collectionNamedBefore, hasNumericChild, holdsRecords, mentionAfter, mentionAt, mentionEndingAt, mentionStartingAt, numericLeaf } from '../mentions.ts';
import { countsDoneThings, isPluralWord } from '../field-kinds.ts';
import { propose } from '../proposals.ts';
import { namesYesOrNo } from './filters/states.ts';
import { measuredAttributeField } from './unnamed-metric.ts';
import { moneyRecordsEndingAt, recordsAmount } from './records-amount.ts';
import { canonWord } from '../text.ts';
import { COUNT_AS_LINKS, OBJECT_QUESTION_AUXILIARIES, OVER_RECORDS, RECORDS_DETERMINERS } from '../lexicon/function-words.ts';
import { collectionKey, linkFieldFor, type FieldOwners } from '../ownership.ts';
import { perSchema } from '../schema-memo.ts';
import { addToList } from '../multimap.ts';
import { GROUP_KEY_LEADS, LIMIT_BY_GAP, OUTGOING_MONEY_HEADS, RANGING_WORDS } from '../lexicon/grouping.ts';
import { MAX_YEAR, MIN_YEAR } from '../lexicon/time-rules.ts';
import { UNIT_SIZE } from '../lexicon/attributes.ts';
import { MEASURED_ATTRIBUTES, PAID_FOR, PER_UNIT_PRICE_WORDS, PLAIN_AMOUNT_WORDS } from '../lexicon/measured-attributes.ts';

const matchOperation = phraseMatcher(OPERATION_PHRASES.map(([phrase, op]) => [phrase.split(' '), op] as const));
const RANKING_LEADS = new Set([
  'maximum', 'minimum', 'highest', 'lowest', 'most', 'least', 'fewest', 'greatest', 'largest', 'smallest', 'by', 'top', 'biggest', 'on', 'to',
]);
/** The question phrase asking an amount ("how much revenue"). */
const HOW_MUCH = 'how much';
/** How far after "how much" its verb may come ("how much have the two branches spent"). */
const MONEY_VERB_REACH = 5;

const EARNING = EARNING_PHRASES.map((phrase) => phrase.split(' '));
const COSTING = COSTING_PHRASES.map((phrase) => phrase.split(' '));
const OUTGOING_CANON: ReadonlySet<string> = new Set(OUTGOING_MONEY_HEADS.map(canonWord));

/**
 * "how much did we spend on varnish", "how much have members paid": a verb of money changing hands after "how much",
 * in its clause, asks the amount added up, stored under the field that verb's measure is kept in, or by the things
 * paid for ("spend on parts": a part's price); "how much did the tours bring in", "how much did repairs cost":
 * records named in the plural, then a verb of taking money in or costing it, the records' own money field (see
 * recordsAmount), even where the verb names a field; or null.
 */
function spentAmountAfter(ctx: EngineContext, end: number, measured: boolean): FieldEntry | null {
  for (let k = end; k < ctx.tokens.length && k <= end + MONEY_VERB_REACH; k++) {
    const text = ctx.tokens[k]!.text;
    if (CLAUSE_BREAKS.has(text)) return null;
    // (a verb read as a field, "how much did the member pay" of `pay`, asks that record's figure)
    if (MONEY_VERBS.has(text)) return measured ? null : (!verbNamedField(ctx) && paidForRecords(ctx, k + 1)) || (measuredAttributeField(ctx, k) ?? null);
    const earning = EARNING.some((phrase) => phraseAt(ctx.tokens, k, phrase));
    if (earning || COSTING.some((phrase) => phraseAt(ctx.tokens, k, phrase))) return earningRecordsAmount(ctx, end, k, earning);
  }
  return null;
}

/**
 * Whether the schema keeps an amount named by a verb of money changing hands (`amount_paid`, `total_spent`, `spent`;
 * not `invoice_id` or `invoiced_on`).
 */
const verbNamedField = (ctx: EngineContext): boolean => ctx.index.entries.some((e) => !e.children.length && e.canonWords.some((w) => MONEY_VERBS.has(w))
  && (e.canonWords.length === 1 || e.canonWords.some((w) => PLAIN_AMOUNT_WORDS.has(w))));

const PER_UNIT_PRICE_CANON: ReadonlySet<string> = new Set([...PER_UNIT_PRICE_WORDS].map(canonWord));

/**
 * What is paid on or for things ("how much did we spend on parts"): the money field (recordsAmount) of the records
 * named right after "on" or "for" at `at`; none when it is a price of one unit or one period (`unit_price`,
 * `monthly_fee`), or when other records pointing at them keep money of their own (purchases of supplies: their cost).
 */
function paidForRecords(ctx: EngineContext, at: number): FieldEntry | undefined {
  if (!PAID_FOR.has(ctx.tokens[at]?.text ?? '')) return undefined;
  let k = at + 1;
  while (RECORDS_DETERMINERS.has(ctx.tokens[k]?.text ?? '')) k++;
  const named = collectionMentionAt(ctx, k);
  const field = named && named.from === k ? recordsAmount(ctx, named.collection) : undefined;
  if (!field || field.canonWords.some((w) => PER_UNIT_PRICE_CANON.has(w))) return undefined;
  return paidThroughOthers(ctx, named!.collection) ? undefined : field;
}

/** Whether records of another collection than `collection` keep both its key (`supply_id`) and a money field. */
function paidThroughOthers(ctx: EngineContext, collection: string): boolean {
  const link = linkFieldFor(ctx.index, collection, collectionKey(collection));
  if (!link) return false;
  const holder = ctx.owners.ownerOf.get(link);
  return holder !== undefined && holder !== collection && recordsAmount(ctx, holder) !== undefined;
}

/**
 * The money field of the records named in the plural right before the verb at `verb`, with nothing but an auxiliary,
 * a determiner or a noun of money between "how much" (ending at `from`) and them: "how much electricity did the
 * turbines produce" asks no money. What records earn is no cost of theirs; what they cost is, by name, if they keep one.
 */
function earningRecordsAmount(ctx: EngineContext, from: number, verb: number, earning: boolean): FieldEntry | null {
  let k = from;
  if (MONEY_NOUNS.has(ctx.tokens[k]?.text ?? '')) k++;
  if (!OBJECT_QUESTION_AUXILIARIES.has(ctx.tokens[k]?.text ?? '')) return null;
  k++;
  while (RECORDS_DETERMINERS.has(ctx.tokens[k]?.text ?? '')) k++;
  const named = collectionMentionAt(ctx, k);
  if (!named || named.from !== k || named.to !== verb || !isPluralWord(ctx.tokens[verb - 1]!.text)) return null;
  const field = earning ? recordsAmount(ctx, named.collection) : recordsAmount(ctx, named.collection, ctx.tokens[verb]!.text);
  return field && !(earning && field.canonWords.some((w) => OUTGOING_CANON.has(w))) ? field : null;
}
const COUNT_NOUN_PHRASES = new Set(['number of', 'total number of', 'count of', 'total count of']);


/**
 * Whether the "by" at `by` ranks records a limit lists ("top 5 campaigns by …") that keep `field` themselves at
 * their top level: what follows is their own figure, not one added up across other records.
 */
function rankedRecordsKeep(ctx: EngineContext, by: number, field: FieldEntry): boolean {
  const owner = ctx.owners.ownerOf.get(field);
  if (!owner || field.depth > 1) return false;
  for (let k = by - 1; k >= 0 && k >= by - LIMIT_BY_GAP; k--) {
    if (ctx.roles[k] === 'limit') return true;
    const listed = collectionMentionAt(ctx, k);
    if (mentionAt(ctx, k) || (listed && listed.collection !== owner)) return false;
  }
  return false;
}

/** A pack term that opens with an aggregation ("average order value"): the aggregation of the field it names. */
const aggregatedAlias = (mention: FieldMention, i: number, phraseLength: number): boolean =>
  mention.kind === 'alias' && mention.from === i && i + phraseLength < mention.to;

const METRIC_WINDOW = 5;

/** The mention, unless a ranging word (each, every, per) stands between token `end` and it ("the total number of parcels for each courier"). */
function beforePerKey(ctx: EngineContext, end: number, mention: FieldMention | undefined): FieldMention | undefined {
  if (!mention) return undefined;
  for (let j = end; j < mention.from; j++) if (RANGING_WORDS.has(ctx.tokens[j]!.text)) return undefined;
  return mention;
}

/** Of the fields a phrase may name, the one whose enclosing path the question also names ("balance … checking"). */
function placedCandidate(ctx: EngineContext, mention: FieldMention): FieldEntry {
  if (mention.alternatives.length < 2) return mention.entry;
  const said = spokenCanons(ctx);
  const placed = mention.alternatives.find((c) => c.kind === mention.kind && enclosingWords(c.entry).some((w) => said.has(w)));
  return placed?.entry ?? mention.entry;
}

/**
 * The number a mention stands for as an accumulator's input: the field itself; for an object or array, the child
 * the next word names ("transaction amount") or the child holding its number ("awards" → awards.wins). Ids and
 * lists of records hold no number to add up.
 */
function measuredField(ctx: EngineContext, mention: FieldMention): FieldEntry | null {
  const entry = placedCandidate(ctx, mention);
  if (entry.children.length) {
    const named = childNamedAfter(ctx, entry, mention.to);
    if (named) return named;
    return hasNumericChild(entry) ? numericLeaf(entry) : null;
  }
  return isIdField(entry) ? null : entry;
}

/**
 * The child of an object or array that the word at token `at` names ("voyage *length*"), ids aside. A generic
 * measure word ("voyage *value*") names the child holding one, whichever it is (`amount_of_voyage`); a measure noun
 * the child under its usual other name ("session *length*" → `sessions.durationMinutes`).
 */
function childNamedAfter(ctx: EngineContext, entry: FieldEntry, at: number): FieldEntry | undefined {
  const next = ctx.tokens[at]?.canon ?? '';
  if (!next) return undefined;
  const children = entry.children.filter((c) => !isIdField(c));
  const measured = MEASURED_ATTRIBUTES.get(next);
  return children.find((c) => c.canonWords.includes(next))
    ?? (MEASURE_WORDS.has(next) ? children.find((c) => !c.children.length && c.ownWords.some((w) => MEASURE_WORDS.has(w))) : undefined)
    ?? (measured ? children.find((c) => !c.children.length && c.canonWords.some((w) => measured.includes(w))) : undefined);
}

/**
 * "the total number of voyages" where `voyages` embeds records (an id per record), named right after the
 * count: the records are counted, not one of their numbers added up, unless the next word names that number
 * ("voyage lengths"). "the total number of berths of all piers" counts something else of the piers.
 */
const namesEmbeddedRecords = (ctx: EngineContext, target: FieldMention, end: number): boolean =>
  target.from === end && holdsRecords(target.entry) && !childNamedAfter(ctx, target.entry, target.to);

/** First mention after token `end` (or the one covering it) that names a number to accumulate. */
function metricTarget(ctx: EngineContext, inside: FieldMention | undefined, end: number): { mention: FieldMention; field: FieldEntry } | null {
  if (inside) {
    const field = measuredField(ctx, inside);
    return field ? { mention: inside, field } : null;
  }
  const first = ctx.tokens[end]?.text === 'the' ? end + 1 : end;
  for (let j = end; j < ctx.tokens.length && j < end + METRIC_WINDOW; j++) {
    // "average toll amount by lane": the noun after "by" keys the groups, it is not what they add up
    if (CLAUSE_BREAKS.has(ctx.tokens[j].text) || GROUP_KEY_LEADS.has(ctx.tokens[j].text)) break;
    const mention = mentionStartingAt(ctx, j);
    // "the average amount of paid invoices": a yes/no field says which records, it is no measure
    if (mention && namesYesOrNo(mention.entry)) {
      j = mention.to - 1;
      continue;
    }
    // "the average costs of products": a measure noun right after the accumulator names the figure, or after the
    // records' noun said as its adjective ("the total freight spend")
    if (!mention) {
      if (j === first || (j === first + 1 && collectionMentionAt(ctx, first)?.to === j)) {
        const named = measureNounTarget(ctx, j);
        if (named) return named;
      }
      continue;
    }
    const field = measuredField(ctx, mention);
    const own = field ? recordsOwnMeasure(ctx, mention, field) : null;
    if (own) return own;
    if (field) return { mention, field };
    j = mention.to - 1;
  }
  return measureWordTarget(ctx, end);
}

/** The key under which measureLeavesByOwner keeps the leaves the layout gives to no collection. */
const UNPLACED = '';
/** Each collection's leaves named by one measure word (`amount`, `price`), by collection (UNPLACED: none); once per schema. */
const measureLeavesByOwner = perSchema((owners: FieldOwners, index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byOwner = new Map<string, FieldEntry[]>();
  for (const e of index.entries) if (measureWordOf(e)) addToList(byOwner, owners.ownerOf.get(e) ?? UNPLACED, e);
  return byOwner;
});

/** The one top-level leaf no collection is given that the measure word names alone, if there is exactly one. */
function unplacedMeasure(unplaced: readonly FieldEntry[], word: string): FieldEntry | undefined {
  const named = unplaced.filter((e) => e.depth === 1 && e.segmentWords[0] === word);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "total bid amount" where bids keep an `amount` and lots a `reserveBid`, "max toll" where tolls keep an `Amount`
 * and bridges a `Peak_Toll`: a collection's noun, read only as the end of another collection's field,
 * names the records accumulated, so their own measure is meant: the one the next word names, else their only one.
 */
function recordsOwnMeasure(ctx: EngineContext, mention: FieldMention, field: FieldEntry): { mention: FieldMention; field: FieldEntry } | null {
  if (mention.kind !== 'suffix') return null;
  const named = collectionMentionAt(ctx, mention.from);
  if (!named || named.from !== mention.from || named.to !== mention.to) return null;
  // "the average cabin fee" where cabins keep `nightlyFee`: the field of theirs named next is the one meant
  const next = mentionStartingAt(ctx, mention.to);
  const kept = next && ctx.owners.ownerOf.get(next.entry) === named.collection ? measuredField(ctx, next) : null;
  if (kept) return { mention: next!, field: kept };
  const byOwner = measureLeavesByOwner(ctx.owners, ctx.index);
  const measures = (byOwner.get(named.collection) ?? []).filter((e) => e !== field);
  const nextWord = ctx.tokens[mention.to]?.canon ?? '';
  // said alone, the noun may still be the field's own, kept by the records themselves
  // (a layout that places no field named by the measure word leaves the one such plain field no collection is given)
  const own = MEASURE_WORDS.has(nextWord) ? measures.find((e) => e.segmentWords[0] === nextWord) ?? unplacedMeasure(byOwner.get(UNPLACED) ?? [], nextWord)
    : measures.length === 1 && ctx.owners.ownerOf.get(field) !== named.collection ? measures[0] : undefined;
  if (!own) return null;
  const to = MEASURE_WORDS.has(nextWord) ? mention.to + 1 : mention.to;
  return { mention: { field: own.name, entry: own, from: mention.from, to, kind: 'alias', via: 'field.records-own-measure', alternatives: [] }, field: own };
}

/** A measure noun at token `at` (no field is named after it), read as the field it usually names. */
function measureNounTarget(ctx: EngineContext, at: number): { mention: FieldMention; field: FieldEntry } | null {
  const field = measuredAttributeField(ctx, at);
  if (!field) return null;
  return { mention: { field: field.name, entry: field, from: at, to: at + 1, kind: 'alias', via: 'field.measure-noun', alternatives: [] }, field };
}

/**
 * "total amount", "average value": a generic measure word names no field by itself, but right after an accumulator
 * it names the schema's field called just that (`amount`, `loan.amount`): the one whose enclosing path the question
 * names, else the shallowest. A word between them ("total budget amount") says whose amount, so none is taken.
 */
function measureWordTarget(ctx: EngineContext, end: number): { mention: FieldMention; field: FieldEntry } | null {
  const first = ctx.tokens[end]?.text === 'the' ? end + 1 : end;
  // "the average toll amount": the records' own noun said before the measure word names no other owner
  const j = collectionMentionAt(ctx, first)?.to ?? first;
  const word = ctx.tokens[j]?.canon ?? '';
  if (!MEASURE_WORDS.has(word)) return null;
  const field = placedOrShallowest(ctx, ctx.index.entries.filter((e) => isLeafNamed(e, word)));
  if (!field) return null;
  return { mention: { field: field.name, entry: field, from: j, to: j + 1, kind: 'full', via: 'field.measure-word', alternatives: [] }, field };
}

/**
 * "number of rooms" right before a field that stores it (`seat_count`, `Num_of_Nurses`, `Floors`): a plain value
 * field, no id and no embedded records, named as the count's noun.
 */
function storedNumberAt(ctx: EngineContext, target: FieldMention, end: number): boolean {
  const at = ctx.tokens[end]?.text === 'the' ? end + 1 : end;
  return target.from === at && storesNumber(target.entry);
}

/**
 * A plain value field, no id and no embedded records, that stores how many of something there are: named in the
 * plural ("Stories", "subscribers", never a singular ending like one: `status`, `bonus`), as a count (`seat_count`), or as things done (`laps_completed`); "Author" holds a name.
 */
const storesNumber = (entry: FieldEntry): boolean =>
  !entry.children.length && !isIdField(entry) && (isCountField(entry) || isPluralWord(entry.name.toLowerCase()) || countsDoneThings(entry));

/**
 * "the floor count of each tower", "their subscriber counts", "the largest loan count of any reader" where `Floors`,
 * `subscribers`, `loans` store that number: a tally noun right after a field that stores a number names the
 * stored value, it counts no records.
 */
function talliesStoredNumber(ctx: EngineContext, i: number, words: readonly string[]): boolean {
  if (!TALLY_PHRASES.has(words.join(' '))) return false;
  const named = mentionEndingAt(ctx, i);
  return !!named && storesNumber(named.entry);
}

/**
 * "orchards sorted by their total number of trees", "kennels and their total checkups" where each orchard keeps
 * `Total_Trees` and each kennel `Checkups`: "total" after a possessive of the records named before it, on a plain field
 * those records keep themselves at their top level, is each record's own figure; nothing is added up ("depots and their
 * total stock" where the stock is kept per bay inside each depot still adds it up).
 */
function possessedOwnFigure(ctx: EngineContext, i: number, words: readonly string[], measured: { field: FieldEntry } | null): boolean {
  const possessive = ctx.tokens[i - 1]?.text ?? '';
  if (words[0] !== TOTAL_WORD || !measured || !POSSESSIVES.has(possessive) || SPEAKER_POSSESSIVES.has(possessive)) return false;
  const { field } = measured;
  if (field.depth !== 1 || field.children.length) return false;
  return possessorBefore(ctx, i - 1) === ctx.owners.ownerOf.get(field);
}

/**
 * The collection whose records a possessive at token `at` points back to: the records named last before it ("the
 * orchards"), or those whose own top-level field was ("the names of kennels" → the records keeping `Kennel_name`).
 */
function possessorBefore(ctx: EngineContext, at: number): string | undefined {
  const named = collectionNamedBefore(ctx, at);
  let field: FieldMention | undefined;
  for (const m of ctx.mentions) if (m.to <= at && m.entry.depth === 1 && (!field || m.to > field.to)) field = m;
  if (field && (!named || field.to > named.to)) return ctx.owners.ownerOf.get(field.entry);
  return named?.collection;
}

/** A field called just "total" (a total kept per record: a score, a tally) that "total" alone may name. */
const storesTotal = (ctx: EngineContext): boolean => ctx.index.entries.some((e) => isLeafNamed(e, TOTAL_WORD));

/** Words after a figure within which a word of adding up ("collected", "across") may stand. */
const SUMMED_CUE_REACH = 2;

/**
 * "total postage fees collected", "the total granted across all bids" where `totals.postage`, `totalGranted` keep
 * each record's figure: "total" opening the name of such a field, with a word of adding it up right after, still adds
 * that field up across the records ("airports with more total passengers than …" compares the stored figure); so
 * does one put over records (asksOverRecords). How it adds up: 'cue', 'over-records', or null when it does not.
 */
function totalSummedHow(ctx: EngineContext, mention: FieldMention, i: number, words: readonly string[]): 'cue' | 'over-records' | null {
  if (words.length !== 1 || words[0] !== TOTAL_WORD || mention.from !== i || mention.to <= i + 1 || !mention.entry.canonWords.includes(TOTAL_WORD)) return null;
  for (let k = mention.to; k < ctx.tokens.length && k < mention.to + SUMMED_CUE_REACH; k++) if (SUMMED_CUES.has(ctx.tokens[k]!.text)) return 'cue';
  return asksOverRecords(ctx, i, mention.to) ? 'over-records' : null;
}

/**
 * "total sea hours for voyages leaving in 2023", "what's the total dive time across all dives": a question
 * asking only that figure (question words before it) and putting it over records named in the plural right after
 * adds up the stored figure over them; "the total minutes for shift S4" asks one record's.
 */
function asksOverRecords(ctx: EngineContext, i: number, to: number): boolean {
  for (let k = 0; k < i; k++) if (!VALUE_QUESTION_LEADS.has(ctx.tokens[k]!.text)) return false;
  if (!OVER_RECORDS.has(ctx.tokens[to]?.text ?? '')) return false;
  let k = to + 1;
  while (RECORDS_DETERMINERS.has(ctx.tokens[k]?.text ?? '')) k++;
  const named = collectionMentionAt(ctx, k);
  const last = named ? ctx.tokens[named.to - 1]! : undefined;
  return !!last && isPluralWord(last.text) && last.text !== last.canon;
}

/**
 * "the highest total dive hours", "more than 900 total dive hours" where `totalHours` keeps that figure: after a
 * superlative or a number compared, "total" opening the noun phrase that ends in the field's mention is the first word of
 * its name, it adds nothing up ("the total approved" alone still does, and so does "the 2023 total fare", a year).
 */
function totalInStoredFigureName(ctx: EngineContext, i: number, mention: FieldMention): boolean {
  const lead = ctx.tokens[i - 1];
  if (!lead || mention.from <= i || !mention.entry.canonWords.includes(TOTAL_WORD)) return false;
  for (let k = i + 1; k < mention.from; k++) if (ctx.tokens[k]!.kind !== 'word' || STOP_WORDS.has(ctx.tokens[k]!.text)) return false;
  return SUPERLATIVES.has(lead.text) || (lead.kind === 'number' && (comparedBefore(ctx, i - 1) || !isYearLike(lead.value)));
}

const matchComparison = phraseMatcher(COMPARISON_PHRASES.map(([phrase, op]) => [phrase.split(' '), op] as const));
/** Longest comparison phrase ("more than", "at least as many as"). */
const LONGEST_COMPARISON = Math.max(...COMPARISON_PHRASES.map(([phrase]) => phrase.split(' ').length));
/** A number that may be a year ("the 2023 total fare"), unless a comparison says it is a figure. */
const isYearLike = (value: number | undefined): boolean => value !== undefined && Number.isInteger(value) && value >= MIN_YEAR && value <= MAX_YEAR;

/** Whether a comparison phrase ends right before token `at` ("more than 900"). */
function comparedBefore(ctx: EngineContext, at: number): boolean {
  for (let n = 1; n <= LONGEST_COMPARISON && n <= at; n++) if (matchComparison(ctx.tokens, at - n)?.[0].length === n) return true;
  return false;
}

/** "on average" / "in average" after token `from`: the figure asked is an average. */
function saysOnAverage(ctx: EngineContext, from: number): boolean {
  for (let k = from; k + 1 < ctx.tokens.length; k++) {
    if ((ctx.tokens[k]!.text === 'on' || ctx.tokens[k]!.text === 'in') && AVERAGE_NOUNS.has(ctx.tokens[k + 1]!.text)) return true;
  }
  return false;
}
const AVERAGE_NOUNS: ReadonlySet<string> = new Set(['average', 'avg']);

const EXTREMES: ReadonlySet<AggregateOp> = new Set(['$max', '$min']);
/** "with the maximum X", "that has the minimum X": an extreme a record holds, which ranks records. */
const heldExtreme = (ctx: EngineContext, i: number, op: AggregateOp): boolean =>
  EXTREMES.has(op) && ctx.tokens[i - 1]?.text === 'the' && HOLDING_WORDS.has(ctx.tokens[i - 2]?.text ?? '');

/** "more than the highest depth": the superlative after "than (the)" as the aggregate it compares to. */
function comparedExtreme(ctx: EngineContext, i: number): readonly [string[], AggregateOp] | undefined {
  const word = ctx.tokens[i]!.text;
  const op = COMPARED_EXTREMES.get(word);
  const lead = ctx.tokens[i - 1]?.text === 'the' ? i - 2 : i - 1;
  return op && ctx.tokens[lead]?.text === 'than' ? [[word], op] : undefined;
}

/** Words at most between that "count" and its "as"/"among". */
const COUNT_AS_GAP = 5;

/** "teams that count Lee as a captain", "clubs count Ann among their members": "count" as a verb of belonging counts nothing. */
function countsAsMember(ctx: EngineContext, i: number, words: readonly string[]): boolean {
  if (words.length !== 1 || (words[0] !== 'count' && words[0] !== 'counts')) return false;
  const subject = ctx.tokens[i - 1];
  // a relative pronoun or a plural noun as the subject ("clubs count …"); "the count", "a total count" are nouns
  if (!subject || (!RELATIVE_PRONOUNS.has(subject.text) && (subject.kind !== 'word' || subject.canon === subject.text))) return false;
  for (let k = i + 2; k < ctx.tokens.length && k <= i + COUNT_AS_GAP; k++) {
    if (COUNT_AS_LINKS.has(ctx.tokens[k]!.text)) return true;
    if (CLAUSE_BREAKS.has(ctx.tokens[k]!.text)) return false;
  }
  return false;
}

/** "what does code X mean?": the aggregation word that is also the verb of meaning, after "do/does/did" and closing its clause. */
function saidAsVerb(ctx: EngineContext, i: number, words: readonly string[]): boolean {
  if (words.length !== 1 || words[0] !== MEANING_AFTER_DO) return false;
  const next = ctx.tokens[i + 1];
  if (next && !CLAUSE_BREAKS.has(next.text)) return false;
  for (let k = i - 1; k >= 0 && !CLAUSE_BREAKS.has(ctx.tokens[k]!.text); k--) if (DO_VERBS.has(ctx.tokens[k]!.text)) return true;
  return false;
}

/** The rule an operation phrase was read by: "than the highest" compares, it does not rank. */
function operationRule(phrase: string, how: { compared: boolean; averaged: boolean; embedded: boolean; stored: boolean; pastState: boolean; spent: boolean; fieldName: boolean; overRecords?: boolean }): string {
  if (how.compared) return 'operation.than-extreme';
  // most phrases are one word: no regex run for them
  const dashed = phrase.includes(' ') ? phrase.replaceAll(' ', '-') : phrase;
  return `operation.${dashed}${how.averaged ? '-on-average' : ''}${how.embedded ? '+embedded-records' : ''}${how.stored ? '+stored-number' : ''}${how.pastState ? '+past-yes-no' : ''}${how.spent ? '+money-verb' : ''}${how.fieldName ? '+opens-field-name' : ''}${how.overRecords ? '+over-records' : ''}`;
}

/**
 * operation + metric: the first aggregation phrase decides. "number of X" counts records when X is a collection
 * and sums a field when X is a numeric field ("total number of reviews" → $sum of a reviews-count field).
 */
export function operationStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || ctx.roles[i] || ctx.projection[i]) continue;
    const matched = matchOperation(tokens, i);
    const hit = matched ?? comparedExtreme(ctx, i);
    if (!hit) continue;
    const inside = mentionAt(ctx, i);
    // a word inside a field's name ("max_speed") is the name, unless "total" opens it and a word of adding up follows
    const opensFieldName = !!inside && !aggregatedAlias(inside, i, hit[0].length);
    const summed = inside && opensFieldName ? totalSummedHow(ctx, inside, i, hit[0]) : null;
    if (inside && opensFieldName && !summed) continue;
    const [words, phraseOp] = hit;
    if (saidAsVerb(ctx, i, words)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-aggregate+verb', span: [i, i + 1] });
      continue;
    }
    if (countsAsMember(ctx, i, words)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-count+count-among', span: [i, i + 1] });
      continue;
    }
    if (talliesStoredNumber(ctx, i, words)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-count+stored-tally', span: [i - 1, i + 1] });
      continue;
    }
    // "the highest number of comments", "sorted by number of votes": a ranking key, not an aggregation
    const ranked = RANKING_LEADS.has(tokens[i - 1]?.text ?? '') || (RANKING_LEADS.has(tokens[i - 2]?.text ?? '') && tokens[i - 1]?.text === 'the');
    if (ranked && phraseOp === '$count') continue;
    // "top 3 kennels by total visits" where kennels keep `visitCount`: the listed records' stored figure ranks them
    const figure = words.join(' ') === TOTAL_WORD && tokens[i - 1]?.text === 'by' ? metricTarget(ctx, inside, i + words.length) : null;
    if (figure && rankedRecordsKeep(ctx, i - 1, figure.field)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-sum+ranked-records-figure', span: [i, i + 1] });
      continue;
    }
    // "the kennel with the maximum fee": the sort stage ranks kennels by fee
    if (heldExtreme(ctx, i, phraseOp)) continue;
    const end = i + words.length;
    // "over 12 min": a unit written after a number, the way the number is measured, asks for no minimum
    if (words.length === 1 && tokens[i - 1]?.kind === 'number' && UNIT_SIZE.has(words[0]!)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-aggregate+unit-after-number', span: [i, end] });
      continue;
    }
    const phrase = words.join(' ');
    // "minimum of 5 votes" is a comparison, "max 10 results" a limit; "how many 4-star ratings" counts records a value
    // qualifies
    if ((tokens[end]?.kind === 'number' && !COUNT_QUESTION_PHRASES.has(phrase)) || (tokens[end]?.text === 'of' && tokens[end + 1]?.kind === 'number')) continue;
    let op: AggregateOp = phraseOp;
    let metric: string | null = null;
    let embedded = false;
    let stored = false;
    const target = inside ?? beforePerKey(ctx, end, mentionAfter(ctx, end - 1, METRIC_WINDOW));
    const measured = metricTarget(ctx, inside, end);
    // "the total marks" where no field is named after it and one is called just `Total`: the stored total
    if (phrase === TOTAL_WORD && !measured && storesTotal(ctx)) continue;
    // "the total marks" read as the field called just `Total`: the word names the field, it adds nothing up
    if (phrase === TOTAL_WORD && measured && isLeafNamed(measured.field, TOTAL_WORD)) continue;
    if (phrase === TOTAL_WORD && measured && totalInStoredFigureName(ctx, i, measured.mention)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-sum+total-in-field-name', span: [i, measured.mention.to] });
      continue;
    }
    if (possessedOwnFigure(ctx, i, words, measured)) {
      propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-sum+possessed-own-figure', span: [i - 1, measured!.mention.to] });
      // "their total number of trees": no "number of" inside the figure's name counts anything either
      i = measured!.mention.to - 1;
      continue;
    }
    // "overall average of X": the accumulator named next decides
    const spent = phrase === HOW_MUCH ? spentAmountAfter(ctx, end, !!measured) : null;
    if (FIELD_ONLY_OPERATIONS.has(phrase) && !spent && (!measured || matchOperation(tokens, end))) continue;
    // "how much revenue …" adds up; "how much does the plan cost", "how much is the rent" ask one record's figure
    if (phrase === HOW_MUCH && !spent && (DO_VERBS.has(tokens[end]?.text ?? '') || BE_FORMS.has(tokens[end]?.text ?? ''))) continue;
    // "number of shipments by status", "total tickets by priority": records of a collection named right after
    // (past a yes/no field saying which: "total paid invoices")
    const stated = mentionStartingAt(ctx, end);
    const pastState = !!stated && namesYesOrNo(stated.entry);
    const named = collectionMentionAt(ctx, pastState ? stated.to : end);
    // "user comments": a collection word used as an adjective names no records
    // "total freight spend": nor one said before a measure noun
    const recordsNamed = !!named && !mentionStartingAt(ctx, named.from) && !mentionStartingAt(ctx, named.to) && !collectionMentionAt(ctx, named.to)
      && !(measured && measured.mention.from === named.to && measured.mention.via === 'field.measure-noun');
    // (records each a sum of money add up that money: "total tolls per driver")
    const totalOfRecords = op === '$sum' && recordsNamed && !ranked && phrase === TOTAL_WORD;
    const money = totalOfRecords ? moneyRecordsEndingAt(ctx, named.to - 1) : undefined;
    if (totalOfRecords && !money) op = '$count';
    // a "how many" question saying "on average" anywhere after asks the average of a stored number, not a count;
    // when it names no field that holds one, the refiners after this stage find it
    const averaged = COUNT_QUESTION_PHRASES.has(phrase) && saysOnAverage(ctx, end);
    if (averaged) {
      op = '$avg';
      if (measured && measured.mention === target) metric = measured.field.name;
    } else if (op === '$count') {
      const countsNamedRecords = !target || recordsNamed || !!collectionMentionAt(ctx, target.from) || !COUNT_NOUN_PHRASES.has(phrase);
      embedded = !countsNamedRecords && namesEmbeddedRecords(ctx, target, end);
      const countsRecords = countsNamedRecords || embedded;
      // "how many foot passengers passed through" where each top-level record stores that number under that very
      // name: add the stored numbers up. A count kept by embedded records counts something else
      const asksStoredNumber = COUNT_QUESTION_PHRASES.has(phrase) && !recordsNamed && target?.kind === 'full' && !target.entry.parent && measured?.mention === target
        && !collectionMentionAt(ctx, target.from) && storedNumberAt(ctx, target, end);
      // "the total number of wins" adds up a stored number; a bare "number of X" counts records
      const summing = phrase.startsWith(TOTAL_WORD) || SUMMING_WORDS.has(tokens[i - 1]?.text ?? '');
      if (measured && (asksStoredNumber || (!countsRecords && summing && measured.mention === target))) {
        op = '$sum';
        stored = asksStoredNumber;
        metric = measured.field.name;
      } else if (!countsRecords && target && storedNumberAt(ctx, target, end)) {
        // "the title and number of pages of each manual" where a field stores it: the value, shown as is
        propose(ctx, { member: 'operation', apply: 'note', confidence: 0.5, rule: 'operation.no-count+stored-number', span: [i, target.to] });
        continue;
      }
    } else if (money) {
      // (before a measure noun read in the records' name: "total payments" is no sum of `paid_at`)
      metric = money.field.name;
    } else if (measured) {
      metric = measured.field.name;
    } else if (spent) {
      metric = spent.name;
    }
    propose(ctx, {
      member: 'operation', apply: 'replace', value: op, confidence: 0.9, rule: operationRule(phrase, { compared: !matched, averaged, embedded, stored, pastState: pastState && recordsNamed, spent: !!spent, fieldName: opensFieldName, overRecords: summed === 'over-records' }), span: [i, end], text: phrase,
      claims: { role: 'operation' },
    });
    if (metric && spent) propose(ctx, { member: 'metric', apply: 'replace', value: metric, confidence: 0.85, rule: 'metric.money-verb', span: [i, end], text: metric });
    if (metric && money) propose(ctx, { member: 'metric', apply: 'replace', value: metric, confidence: 0.85, rule: 'metric.money-records', span: [named!.from, named!.to], text: metric });
    if (metric && measured && !money) {
      // "fee for procedures": another reading of the words, placed by the path the question says (placedCandidate)
      const placed = measured.field !== measured.mention.entry && measured.mention.alternatives.some((c) => c.entry === measured.field) ? '+placed-path' : '';
      propose(ctx, { member: 'metric', apply: 'replace', value: metric, confidence: 0.85, rule: `metric.${measured.mention.via}${placed}`, span: [measured.mention.from, measured.mention.to], text: metric });
    }
    return;
  }
}
