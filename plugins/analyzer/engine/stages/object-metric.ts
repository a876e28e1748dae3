import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { isIdField, type FieldEntry } from '../field-index.ts';
import { MEASURE_WORDS } from '../lexicon/words.ts';
import { mentionStartingAt } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { normName } from '../text.ts';
import { accumulatesAField } from './metric-from-sort.ts';
import { MIN_ABBREVIATION } from './unnamed-metric.ts';

/** A field word said as is or shortened ("bal" for "balance"); shorter words ("of", "no") say nothing. */
const saysWord = (word: string, said: readonly string[]): boolean =>
  word.length >= MIN_ABBREVIATION && said.some((s) => s.startsWith(word));

/** How many content words of a field's own name the words before the records say. */
const spokenWords = (e: FieldEntry, before: readonly string[]): number => e.ownWords.filter((w) => saysWord(w, before)).length;

/**
 * "the mean weight for parcels": the leaf of the records whose name the words before them say most of; it
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
 * child by a default; the words between the accumulator and the records may name the number meant ("total loyalty
 * points of shoppers" → `loy_pts`).
 */
export function objectMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric === null || !accumulatesAField(a)) return;
  const read = ctx.evidence.get('metric')?.items.at(-1)?.span;
  const operation = ctx.evidence.get('operation')?.items.at(-1)?.span;
  if (!read || !operation || operation[1] > read[0]) return;
  const mention = mentionStartingAt(ctx, read[0]);
  if (!mention?.entry.children.length) return;
  const said = ctx.tokens.slice(operation[1], read[0]).map((t) => t.canon);
  // "the average value of parcels" asks for their weight: one generic measure word stands for the others
  const before = said.some((w) => MEASURE_WORDS.has(w)) ? [...said, ...MEASURE_WORDS] : said;
  const field = spokenChild(mention.entry, ctx.index.byNorm.get(normName(a.metric)), before);
  if (!field) return;
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.8, rule: 'metric.named-child', span: [operation[1], read[1]], text: field.name });
}
