import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { isIdField, type FieldEntry, type FieldIndex, type FieldMention } from '../field-index.ts';
import { collectionMentionAt, mentionAfter, mentionAt } from '../mentions.ts';
import { normName } from '../text.ts';
import { propose, type Proposal } from '../proposals.ts';
import { perSchema } from '../schema-memo.ts';
import { keepsQuantity } from '../field-kinds.ts';
import { addToEachList } from '../multimap.ts';
import { DOCUMENT_KEY } from '../ownership.ts';
import { accumulatesAField } from './metric-from-sort.ts';
import { heldNumber, measuredAttributeField } from './unnamed-metric.ts';
import { RECORD_COUNT_KEY } from './sort.ts';
import { storedCountNoun } from './filters/shared.ts';
import { MEASURE_VERB_LEADS } from '../lexicon/function-words.ts';
import { COUNTED_OCCURRENCE_NOUNS, LIST_JOINERS, RECORD_COUNT_NOUNS, STORED_COUNT_LEADS } from '../lexicon/words.ts';
import { WHOLE_AMOUNT_WORDS } from '../lexicon/grouping.ts';

/** Words that make "<word> of <records>" a count of those records: RECORD_COUNT_NOUNS, and "total" ("the total of seats"). */
const COUNT_OF_WORDS: ReadonlySet<string> = new Set([...RECORD_COUNT_NOUNS, 'total']);
/**
 * STORED_COUNT_LEADS but "total": a `total_seats` field is not taken as the stored count an accumulator's "number of
 * seats" moves to, away from the field the noun was read as.
 */
const COUNT_LEADS: ReadonlySet<string> = new Set([...STORED_COUNT_LEADS].filter((w) => w !== 'total'));
/** Tokens after the accumulator within which its "number of" may open ("the average total number of"). */
const COUNT_WINDOW = 3;
/** Words between "of" and the counted noun ("number of gym members"). */
const MAX_MODIFIERS = 1;

/** Each noun a stored count counts, with the first field storing it; once per schema. */
const countFieldsByNoun = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byNoun = new Map<string, FieldEntry>();
  for (const e of index.entries) {
    const noun = e.children.length ? undefined : storedCountNoun(e, COUNT_LEADS);
    if (noun !== undefined && !byNoun.has(noun)) byNoun.set(noun, e);
  }
  return byNoun;
});

/** "how many X", "number of X", "count of X" opening at token `i`: the token where the counted noun may start. */
function countedFrom(ctx: EngineContext, i: number): number | undefined {
  const { tokens } = ctx;
  if (i + 2 >= tokens.length) return undefined;
  if (COUNT_OF_WORDS.has(tokens[i]!.text) && tokens[i + 1]!.text === 'of') return i + 2;
  return tokens[i]!.text === 'how' && tokens[i + 1]!.text === 'many' ? i + 2 : undefined;
}

/** The stored count a count phrase inside the accumulator's reach names, with the span read. */
function storedCountNamed(ctx: EngineContext, operation: readonly [number, number]): { field: FieldEntry; span: [number, number] } | null {
  const { tokens } = ctx;
  for (let i = operation[0]; i < operation[1] + COUNT_WINDOW && i + 2 < tokens.length; i++) {
    const from = countedFrom(ctx, i);
    if (from === undefined) continue;
    for (let k = from; k <= from + MAX_MODIFIERS && k < tokens.length; k++) {
      const noun = tokens[k]!.canon;
      const field = countFieldsByNoun(ctx.index).get(noun);
      if (field) return { field, span: [i, k + 1] };
    }
    return null;
  }
  return null;
}

/** "the name and (the) number of employees": a figure listed beside others is shown as stored, not added up. */
function listedAfter(ctx: EngineContext, at: number): boolean {
  const before = ctx.tokens[at - 1]?.text === 'the' ? at - 2 : at - 1;
  return LIST_JOINERS.has(ctx.tokens[before]?.text ?? '');
}

/**
 * Refiner: "the average number of members per gym", "how many members does a gym have on average", "the total
 * number of seats" where a field stores how many there are (`no_of_members`, `seat_count`): the accumulator
 * applies to that stored count, whatever field the counted noun was read as.
 */
function storedCountOfAccumulator(ctx: EngineContext, operation: readonly [number, number]): void {
  const found = storedCountNamed(ctx, operation);
  if (!found || found.field.name === ctx.analysis.metric) return;
  propose(ctx, { member: 'metric', apply: 'replace', value: found.field.name, confidence: 0.8, rule: 'metric.stored-count', span: found.span, text: found.field.name });
}

/**
 * Refiner: "how many staff are on the books", "the number of components in all items" where the top-level records
 * keep how many they have (`staff_total`) and no collection holds those things one by one: counting them adds up the
 * stored counts. A count per group ("count the staff of every studio") is left
 * to the grouping rules, and a count kept by embedded records counts something else.
 */
function storedCountOfCount(ctx: EngineContext, operation: readonly [number, number]): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const found = storedCountNamed(ctx, operation);
  if (!found || collectionMentionAt(ctx, found.span[1] - 1)) return;
  if (listedAfter(ctx, found.span[0])) {
    showStoredCount(ctx, found.field, found.span);
    return;
  }
  if (a.groupBy.length || found.field.parent) return;
  propose(ctx, { member: 'operation', apply: 'replace', value: '$sum', confidence: 0.75, rule: 'operation.stored-count', span: found.span });
  propose(ctx, { member: 'metric', apply: 'replace', value: found.field.name, confidence: 0.75, rule: 'metric.stored-count', span: found.span, text: found.field.name });
}

/** Whether a group key is a field of the records that keep the stored count ("for each pier" beside `piers.berth_count`). */
const keysOwnRecords = (ctx: EngineContext, stored: FieldEntry, key: string): boolean =>
  !!stored.parent && ctx.index.byNorm.get(normName(key))?.parent === stored.parent;

/**
 * Refiner: "the pier codes and the number of berths (in each pier)" where a field stores that number
 * (`berth_count`): a figure listed beside others is each record's stored value, shown as is, not a count of records;
 * a grouping by the records that keep it goes with the count. A grouping by anything else is a count per group.
 */
function showStoredCount(ctx: EngineContext, stored: FieldEntry, span: [number, number]): void {
  const { groupBy } = ctx.analysis;
  if (!groupBy.every((key) => keysOwnRecords(ctx, stored, key))) return;
  propose(ctx, { member: 'operation', apply: 'replace', value: null, confidence: 0.75, rule: 'operation.stored-count-listed', span });
  if (groupBy.length) propose(ctx, { member: 'groupBy', apply: 'replace', value: [], confidence: 0.75, rule: 'groupBy.stored-count-listed', span });
}

/**
 * Refiner: "the region with the most shoppers" where each record keeps how many shoppers it has (`no_of_shoppers`)
 * beside the group key: counting records per region would count the records, not the shoppers; the ranking adds up
 * the stored counts and ranks by that sum. A noun a collection holds one by one stays a count of its records.
 */
function storedCountOfRankedGroup(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const direction = a.sort[RECORD_COUNT_KEY];
  const ranked = ctx.evidence.get('sort')?.items.find((item) => item.text === RECORD_COUNT_KEY && item.span)?.span;
  if (!a.groupBy.length || direction === undefined || Object.keys(a.sort).length !== 1 || !ranked) return;
  const last = ranked[1] - 1;
  if (collectionMentionAt(ctx, last)) return;
  const noun = ctx.tokens[last]?.canon;
  const field = noun ? countFieldsByNoun(ctx.index).get(noun) : undefined;
  if (!field || !a.groupBy.every((key) => ctx.index.byNorm.get(normName(key))?.parent === field.parent)) return;
  const span = [ranked[0], ranked[1]] as [number, number];
  // "which raft has the most paddlers" grouped by the document key: one group per record, ranked by its own stored count
  const own = a.groupBy.every((key) => key === DOCUMENT_KEY);
  const sort = { [field.name]: direction };
  const values: Partial<AnalysisT> = own ? { operation: null, groupBy: [], sort } : { operation: '$sum', metric: field.name, sort };
  const how = own ? '+own-records' : '';
  for (const [member, value] of Object.entries(values)) {
    const text = member === 'metric' || member === 'sort' ? field.name : undefined;
    propose(ctx, { member, apply: 'replace', value, confidence: 0.75, rule: `${member}.stored-count-ranked${how}`, span, text } as Proposal);
  }
}

/** Tokens after a count phrase within which the counted noun is named ("the count of *their* views"). */
const COUNTED_NOUN_WINDOW = 3;

/** Whether a group key is the id of the records that keep `stored`: one group per record, nothing to count. */
const keysEachRecord = (ctx: EngineContext, stored: FieldEntry, key: string): boolean => {
  const entry = ctx.index.byNorm.get(normName(key));
  return !!entry && isIdField(entry) && entry.parent === stored.parent;
};

/** Whether two token spans share a token. */
const overlaps = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] < b[1] && b[0] < a[1];

/**
 * Refiner: "order the kennels by ascending number of adoptions", "channel names plus the count of their views, sorted
 * by them", "the raider with the largest number of raids" (grouped by the raider's own id) where the count names a stored
 * number the records are already ranked by: the count is that value, read as is; nothing is counted or grouped.
 */
function countOfRankedField(ctx: EngineContext, operation: readonly [number, number]): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const keys = Object.keys(a.sort);
  if (keys.length !== 1) return;
  const ranked = ctx.index.byNorm.get(normName(keys[0]!));
  if (!ranked || ranked.children.length) return;
  const counted = mentionAfter(ctx, operation[1] - 1, COUNTED_NOUN_WINDOW);
  const rankedSpan = ctx.evidence.get('sort')?.items.find((item) => item.text === ranked.name && item.span)?.span;
  const keyed = !!rankedSpan && overlaps(rankedSpan, operation);
  const perRecord = a.groupBy.length > 0 && a.groupBy.every((key) => keysEachRecord(ctx, ranked, key)) && keyed;
  // "sorted by the number of eggs laid" where `Laid` is the key: the count phrase is the key's own
  if (!perRecord && (a.groupBy.length || (counted?.entry !== ranked && !keyed))) return;
  const span: [number, number] = [operation[0], operation[1]];
  propose(ctx, { member: 'operation', apply: 'replace', value: null, confidence: 0.75, rule: 'operation.count-of-ranked-field', span });
  if (perRecord) propose(ctx, { member: 'groupBy', apply: 'replace', value: [], confidence: 0.75, rule: 'groupBy.count-of-ranked-field', span });
}

/**
 * The measure a count names when what it counts is no record: the counted noun's own measure ("kills" → `killed`,
 * "travellers" → `passengers`), else a verb after it ("people *attended*" → `attendance`, "spectators can be
 * *seated*" → `seating`).
 */
function countedMeasure(ctx: EngineContext, noun: number): { field: FieldEntry; at: number } | null {
  const own = measuredAttributeField(ctx, noun);
  if (own) return { field: own, at: noun };
  let verb = noun + 1;
  while (MEASURE_VERB_LEADS.has(ctx.tokens[verb]?.text ?? '')) verb++;
  const field = ctx.roles[verb] ? undefined : measuredAttributeField(ctx, verb);
  return field ? { field, at: verb } : null;
}

/** Per schema: the leaf fields keeping a quantity, by each of their words. */
const quantityFieldsByWord = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const map = new Map<string, FieldEntry[]>();
  for (const e of index.entries) if (!e.children.length && keepsQuantity(e)) addToEachList(map, e.canonWords, e);
  return map;
});

/**
 * "how many crates were dropped" where `Crates_Dropped_Qty` is stored: the counted noun and the verb after it are the
 * words of one stored quantity together, which each record keeps of them.
 */
function quantityNamedWithVerb(ctx: EngineContext, noun: number): { field: FieldEntry; at: number } | null {
  let verb = noun + 1;
  while (MEASURE_VERB_LEADS.has(ctx.tokens[verb]?.text ?? '')) verb++;
  const said = ctx.tokens[verb];
  if (verb === noun + 1 || said?.kind !== 'word') return null;
  const nounCanon = ctx.tokens[noun]!.canon;
  const fields = (quantityFieldsByWord(ctx.index).get(nounCanon) ?? []).filter((e) => e.canonWords.includes(said.canon));
  // (of several, the one whose own name holds both words: `MatchesPlayed` beside `Sessions.Minutes_Played`)
  const own = fields.length > 1 ? fields.filter((e) => e.ownWords.includes(nounCanon) && e.ownWords.includes(said.canon)) : fields;
  return own.length === 1 ? { field: own[0]!, at: verb } : null;
}

/**
 * "how many total hours were logged": a count said to be a whole, of a field keeping a quantity that the noun names
 * itself or a counted occurrence names (`laps`), adds up that field (no records of that noun are there to count). A
 * field merely named in the plural (`tags`, `categories`) may list things, so it is not added up.
 */
function totalledQuantity(named: FieldMention | undefined, whole: boolean): { field: FieldEntry; at: number } | null {
  const field = whole && named ? heldNumber(named.entry) : undefined;
  return field && (keepsQuantity(field) || COUNTED_OCCURRENCE_NOUNS.has(field.writtenWords.at(-1) ?? '')) ? { field, at: named!.to - 1 } : null;
}

/**
 * Refiner: "how many kills were committed", "the total number of travellers at airports", "how many people attended"
 * where no collection holds those things one by one and no field lists them: nothing can be counted, so the count is
 * the sum of the number each record keeps of them, the field the noun or its verb measures. Where a collection does
 * hold them, only a field named by the noun and its verb together (`MatchesPlayed`) is summed.
 */
function storedAmountOfCount(ctx: EngineContext, operation: readonly [number, number]): void {
  let noun = ctx.tokens[operation[1]]?.text === 'the' ? operation[1] + 1 : operation[1];
  const whole = WHOLE_AMOUNT_WORDS.includes(ctx.tokens[noun]?.text ?? '');
  if (whole) noun++;
  // "domestic travellers": a word of no field of its own before the noun modifies it
  if (!measuredAttributeField(ctx, noun) && !mentionAt(ctx, noun) && !collectionMentionAt(ctx, noun) && measuredAttributeField(ctx, noun + 1)) noun++;
  const token = ctx.tokens[noun];
  if (token?.kind !== 'word' || ctx.roles[noun]) return;
  // "how many matches are played" beside `MatchesPlayed`: records of that noun are not counted where the noun and the verb
  // after it are together the name of a number each record keeps
  const records = !!collectionMentionAt(ctx, noun);
  const named = mentionAt(ctx, noun);
  if (!records && named && (named.entry.children.length || isIdField(named.entry))) return;
  // "how many grade 3 incidents": a field word followed by its value picks the records counted, it is not their measure
  if (named && ctx.tokens[named.to]?.kind === 'number') return;
  // "how many orders were placed in 2023": a time or a filter picks records of the counted collection, which are counted
  if (records && (ctx.analysis.timeFrame || Object.keys(ctx.analysis.filters).length)) return;
  const measured = records ? null : countedMeasure(ctx, noun);
  const totalled = records ? null : totalledQuantity(named, whole);
  const found = measured ?? totalled ?? quantityNamedWithVerb(ctx, noun);
  if (!found) return;
  const span: [number, number] = [operation[0], found.at + 1];
  const how = measured ? '' : totalled ? '+whole-named-quantity' : '+noun-and-verb';
  propose(ctx, { member: 'operation', apply: 'replace', value: '$sum', confidence: 0.7, rule: `operation.stored-amount${how}`, span });
  propose(ctx, { member: 'metric', apply: 'replace', value: found.field.name, confidence: 0.7, rule: `metric.stored-amount${how}`, span, text: found.field.name });
}

export function storedCountMetricStage(ctx: EngineContext): void {
  const operation = ctx.evidence.get('operation')?.items.at(-1)?.span;
  if (!operation) return;
  if (accumulatesAField(ctx.analysis)) storedCountOfAccumulator(ctx, operation);
  else if (ctx.analysis.operation === '$count') {
    storedCountOfCount(ctx, operation);
    storedCountOfRankedGroup(ctx);
    countOfRankedField(ctx, operation);
    if (ctx.proposals.length === 0) storedAmountOfCount(ctx, operation);
  }
}
