import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { isIdField, type FieldEntry } from '../field-index.ts';
import { mentionStartingAt } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { normName } from '../text.ts';
import { ACCUMULATES_A_FIELD } from './metric-from-sort.ts';

/** A field word this short names nothing by itself ("n", "no"); longer ones may shorten a spoken word (`acc` for "account"). */
const MIN_ABBREVIATION = 3;
/** Words that make "<word> of <records>" a count of those records. */
const COUNT_NOUNS = new Set(['number', 'count']);
/** First words of a field that stores a count of what its other words name (`no_of_customers`, `num_employees`). */
const STORED_COUNT_PREFIXES = new Set(['no', 'num', 'n', 'nb', 'number', 'count']);

const ownWords = (e: FieldEntry): readonly string[] => e.canonWords.slice(e.parent?.canonWords.length ?? 0);

/** The noun a field counts, when its name says it stores a count of it (`no_of_customers` → customer), else undefined. */
function countedNoun(e: FieldEntry): string | undefined {
  const own = ownWords(e);
  if (own.length < 2 || !STORED_COUNT_PREFIXES.has(own[0]!)) return undefined;
  const rest = own[1] === 'of' ? own.slice(2) : own.slice(1);
  return rest.length === 1 ? rest[0] : undefined;
}

/** A field word said as is or shortened ("bal" for "balance"); shorter words ("of", "no") say nothing. */
const saysWord = (word: string, said: readonly string[]): boolean =>
  word.length >= MIN_ABBREVIATION && said.some((s) => s.startsWith(word));

/** "the average number of customers": a field beside the records that stores how many of them there are. */
function storedCount(ctx: EngineContext, object: FieldEntry, before: readonly string[]): FieldEntry | undefined {
  if (before[before.length - 1] !== 'of' || !COUNT_NOUNS.has(before[before.length - 2] ?? '')) return undefined;
  const noun = ownWords(object).at(-1);
  return ctx.index.entries.find((e) => !e.children.length && e.depth <= object.depth && countedNoun(e) === noun);
}

/** How many content words of a field's own name the words before the records say. */
const spokenWords = (e: FieldEntry, before: readonly string[]): number => ownWords(e).filter((w) => saysWord(w, before)).length;

/**
 * "the mean amount for transactions": the leaf of the records whose name the words before them say most of; it
 * must say more of it than of the child already taken.
 */
function spokenChild(object: FieldEntry, taken: FieldEntry | undefined, before: readonly string[]): FieldEntry | undefined {
  let best: FieldEntry | undefined;
  let bestWords = taken ? spokenWords(taken, before) : 0;
  for (const child of object.children) {
    if (child.children.length || isIdField(child)) continue;
    const words = spokenWords(child, before);
    if (words > bestWords) [best, bestWords] = [child, words];
  }
  return best;
}

/**
 * Refiner: an accumulator whose field was read from a mention of embedded records (an object or array field) took a
 * child by a default; the words between the accumulator and the records say which number is meant — the records'
 * stored count after "number of", or the child they name ("total account balance of customers" → `acc_bal`).
 */
export function objectMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric === null || a.operation === null || !ACCUMULATES_A_FIELD.has(a.operation)) return;
  const read = ctx.evidence.get('metric')?.items.at(-1)?.span;
  const operation = ctx.evidence.get('operation')?.items.at(-1)?.span;
  if (!read || !operation || operation[1] > read[0]) return;
  const mention = mentionStartingAt(ctx, read[0]);
  if (!mention?.entry.children.length) return;
  const before = ctx.tokens.slice(operation[1], read[0]).map((t) => t.canon);
  const counted = storedCount(ctx, mention.entry, before);
  const field = counted ?? spokenChild(mention.entry, ctx.index.byNorm.get(normName(a.metric)), before);
  if (!field || field.name === a.metric) return;
  const rule = counted ? 'metric.stored-count' : 'metric.named-child';
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.8, rule, span: [operation[1], read[1]], text: field.name });
}
