import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { endsInCurrency, isIdField, measuredHead, type FieldEntry } from '../field-index.ts';
import { RECORD_MONEY_HEADS, TOTAL_NOUNS, TOTALS_NOUN, WHOLE_AMOUNT_WORDS } from '../lexicon/grouping.ts';
import { MONEY_RECORD_NOUNS, PLAIN_AMOUNT_WORDS } from '../lexicon/measured-attributes.ts';
import { MEASURE_WORDS } from '../lexicon/words.ts';
import { collectionEndingAt, collectionMentionAt, mentionAt, mentionStartingAt } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { fieldWordAbbreviates } from './unnamed-metric.ts';
import { canonWord } from '../text.ts';

const MONEY_HEADS: ReadonlySet<string> = new Set(RECORD_MONEY_HEADS.map(canonWord));
const WHOLE_WORDS: ReadonlySet<string> = new Set(WHOLE_AMOUNT_WORDS.map(canonWord));
/** Nouns naming a record's worth in money without naming a field: "amount", "value", and totals by nature ("revenue"). */
const WORTH_NOUNS: ReadonlySet<string> = new Set([...MEASURE_WORDS, ...TOTAL_NOUNS]);

/**
 * Whether a field is named by one of the heads: its last word, or the word before the currency it ends in (`price_gbp`,
 * `fee_usd`, `fee_cad`, a currency no unit word; not `cost_pct` or `total_km`, which keep no money).
 */
export const namedByHead = (e: FieldEntry, heads: ReadonlySet<string>): boolean =>
  heads.has(e.canonWords[e.canonWords.length - 1] ?? '') || (endsInCurrency(e) && (heads.has(measuredHead(e)) || heads.has(e.ownWords.at(-2)!)));
/** Whether a field keeps money by its name (namedByHead of a money head). */
export const holdsMoney = (e: FieldEntry): boolean => namedByHead(e, MONEY_HEADS);

/** The money fields the collection's records keep themselves: top-level leaves named by a money head (holdsMoney). */
function moneyFieldsOf(ctx: EngineContext, collection: string): FieldEntry[] {
  return ctx.index.entries.filter((e) => !e.children.length && e.depth === 1 && !isIdField(e) && ctx.owners.ownerOf.get(e) === collection && holdsMoney(e));
}

/**
 * The field holding what one of the collection's records is worth: its only money field; of several, the one whose
 * name holds the word said (`word`), else the one named the whole of it (`total_amount` over `tax_amount`); or none.
 */
export function recordsAmount(ctx: EngineContext, collection: string, word?: string): FieldEntry | undefined {
  let fields = moneyFieldsOf(ctx, collection);
  const canon = word === undefined ? undefined : canonWord(word);
  // ("amount", "value" say worth in general: they pick none of several money fields, "revenue" picks `revenue`)
  if (fields.length > 1 && canon && !MEASURE_WORDS.has(canon)) {
    const said = fields.filter((e) => e.canonWords.includes(canon));
    if (said.length) fields = said;
  }
  if (fields.length > 1) fields = fields.filter((e) => e.canonWords.some((w) => WHOLE_WORDS.has(w)));
  return fields.length === 1 ? fields[0] : undefined;
}

/**
 * The collection whose records a worth noun at `at` is said of: named right before it ("invoice amount", even where
 * a pack reads the two words as one field's name, or cut short: "opp amount"), or right after its "of".
 */
function keeperOf(ctx: EngineContext, at: number): string | undefined {
  const before = collectionEndingAt(ctx, at);
  if (before) return before.collection;
  const word = ctx.tokens[at - 1];
  const keyed = word?.kind === 'word' ? ctx.collectionKeys.get(word.canon) : undefined;
  if (keyed) return keyed;
  // an explicit "of <collection>" wins over a word read as a cut-off name or a participle
  const of = ctx.tokens[at + 1]?.text === 'of' ? collectionMentionAt(ctx, at + 2)?.collection : undefined;
  if (of) return of;
  // ("net amount" as `net_amount`: a word inside a field's name is no cut-off collection name)
  if (word?.kind === 'word' && !fieldMentionSpans(ctx, at - 1, at)) return abbreviatedName(ctx, word.canon) ?? participleNamed(ctx, word.text);
  return undefined;
}

/** Whether one field mention, named in full, covers tokens `from` through `to`. */
function fieldMentionSpans(ctx: EngineContext, from: number, to: number): boolean {
  const mention = mentionAt(ctx, from);
  return mention !== undefined && mention.kind === 'full' && mention.from <= from && mention.to > to;
}

/** "invoiced", "billed", "shipped": a verb's past participle whose stem names the records the verb makes. */
function participleNamed(ctx: EngineContext, word: string): string | undefined {
  if (!word.endsWith('ed') || word.length < 5) return undefined;
  const stem = word.slice(0, -2);
  const stems = [word.slice(0, -1), stem, stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : ''];
  for (const s of stems) {
    const named = s && ctx.collectionKeys.get(canonWord(s));
    if (named) return named;
  }
  return undefined;
}

/** The one collection a name key of which the word abbreviates ("opp" of opportunities), or none. */
function abbreviatedName(ctx: EngineContext, word: string): string | undefined {
  let found: string | undefined;
  for (const [key, collection] of ctx.collectionKeys) {
    if (!fieldWordAbbreviates(word, key)) continue;
    if (found && found !== collection) return undefined;
    found = collection;
  }
  return found;
}

/**
 * The collection a word at `at` ends the name of when its records each are a sum of money ("fines", "payments":
 * MONEY_RECORD_NOUNS), with the one field keeping it (recordsAmount); none when they keep no such one field.
 */
export function moneyRecordsEndingAt(ctx: EngineContext, at: number): { collection: string; field: FieldEntry } | undefined {
  const token = ctx.tokens[at];
  const named = token?.kind === 'word' && MONEY_RECORD_NOUNS.has(token.canon) ? collectionEndingAt(ctx, at + 1) : undefined;
  const field = named && recordsAmount(ctx, named.collection, token!.text);
  return field && plainAmountOf(field, token!.canon) ? { collection: named.collection, field } : undefined;
}

/**
 * Whether a money field says only what one record named by `noun` amounts to: named the noun itself or plain amount
 * words (PLAIN_AMOUNT_WORDS), before a currency maybe (`fee`, `fine_amount`, `total_amount`, `amount_gbp`); not a
 * figure some other word qualifies (`estimated_cost`, `bail_amount`).
 */
function plainAmountOf(field: FieldEntry, noun: string): boolean {
  const words = endsInCurrency(field) ? field.canonWords.slice(0, -1) : field.canonWords;
  return words.every((w) => w === noun || PLAIN_AMOUNT_WORDS.has(w));
}

/** Whether the word names a record's worth in money without naming a field ("amount", "revenue"). */
export const namesWorth = (word: string, canon: string): boolean => WORTH_NOUNS.has(word) || WORTH_NOUNS.has(canon);

/** The one collection the question names, or none when it names several or none. */
function onlyNamedCollection(ctx: EngineContext): string | undefined {
  const named = new Set(ctx.collectionMentions.map((m) => m.collection));
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * "the payment totals by month", "weekly booking revenue totals": the plural "totals" after things that keep an
 * amount, or after a noun of a total by nature, adds up that amount (a tally of things keeping none, "member totals",
 * stays a count).
 */
export function amountTotalsStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.text !== TOTALS_NOUN || ctx.roles[i] === 'filter') continue;
    const keeper = collectionEndingAt(ctx, i)?.collection;
    let field = keeper ? recordsAmount(ctx, keeper) : undefined;
    if (!field && !keeper && TOTAL_NOUNS.has(tokens[i - 1]!.text)) {
      const mention = mentionAt(ctx, i) ?? mentionStartingAt(ctx, i - 1);
      const owner = mention && ctx.owners.ownerOf.get(mention.entry);
      field = owner ? recordsAmount(ctx, owner) : undefined;
    }
    if (!field) continue;
    propose(ctx, { member: 'operation', apply: 'replace', value: '$sum', confidence: 0.85, rule: 'operation.amount-totals', span: [i - 1, i + 1], text: TOTALS_NOUN });
    propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.85, rule: 'metric.amount-totals', span: [i - 1, i + 1], text: field.name });
    return;
  }
}

/**
 * Refiner: a total or an average of the records' worth ("the average ticket value", "total spend on orders") whose
 * field no word named, or named as another collection's ("invoice amount" read as a payment's `amount`), takes the
 * money field the records named with the noun keep (see recordsAmount); so does one of records that each are a sum
 * of money ("the average fine": moneyRecordsEndingAt).
 */
export function recordsAmountStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.operation !== '$sum' && a.operation !== '$avg') return;
  const { tokens } = ctx;
  const current = a.metric === null ? undefined : ctx.index.byName.get(a.metric);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // "the average fine": records that are each a sum of money name their own amount
    const moneyRecords = token.kind === 'word' ? moneyRecordsEndingAt(ctx, i) : undefined;
    if (token.kind !== 'word' || (!moneyRecords && !namesWorth(token.text, token.canon))) continue;
    if (ctx.roles[i] === 'filter' || ctx.roles[i] === 'time') continue;
    // "net amount" named in full as the field read: the user named the field exactly
    if (current && i > 0 && fieldMentionSpans(ctx, i - 1, i) && mentionAt(ctx, i)?.entry === current) return;
    const named = moneyRecords?.collection ?? keeperOf(ctx, i);
    if (current) {
      // a field already read: only one kept by other records than those named with the noun is wrong
      if (!named || ctx.owners.ownerOf.get(current) === named) return;
    }
    const keeper = named ?? (current ? undefined : onlyNamedCollection(ctx));
    const field = keeper ? recordsAmount(ctx, keeper, token.text) : undefined;
    if (!field || field === current) return;
    propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.6, rule: 'metric.records-amount', span: [i, i + 1], text: field.name });
    // records ranked by the field first read are ranked by the one that replaces it
    const direction = current ? a.sort[current.name] : undefined;
    if (direction !== undefined) propose(ctx, { member: 'sort', apply: 'replace', value: { [field.name]: direction }, confidence: 0.6, rule: 'sort.records-amount', span: [i, i + 1], text: field.name });
    return;
  }
}
