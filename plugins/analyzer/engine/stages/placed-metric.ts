import type { AnalysisT } from '../../model.ts';
import { spokenCanons, type EngineContext } from '../context.ts';
import { type FieldEntry, type FieldIndex } from '../field-index.ts';
import { propose } from '../proposals.ts';
import { perSchema } from '../schema-memo.ts';
import { normName } from '../text.ts';
import { accumulatesAField } from './metric-from-sort.ts';
import { collectionEndingAt } from '../mentions.ts';
import { measuredWordFieldsOf } from './unnamed-metric.ts';

/** How many words of a field's enclosing path the question says, beyond those its own name explains. */
function placedWords(entry: FieldEntry, said: ReadonlySet<string>): number {
  const own = new Set(entry.ownWords);
  const path = new Set(entry.parent?.canonWords ?? []);
  let count = 0;
  for (const word of path) if (said.has(word) && !own.has(word)) count++;
  return count;
}

const sameLeaf = (a: FieldEntry, b: FieldEntry): boolean => {
  const x = a.ownWords;
  const y = b.ownWords;
  return x.length === y.length && x.every((w, k) => w === y[k]);
};

/** The leaf fields by their own words, in schema order: where a field's copies are looked for; once per schema. */
const leavesByOwnWords = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWords = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (entry.children.length) continue;
    const key = entry.ownWords.join(' ');
    const list = byWords.get(key);
    if (list) list.push(entry);
    else byWords.set(key, [entry]);
  }
  return byWords;
});

/** Copies compare by the path words the question says, then by living in the collection chosen, then by depth. */
type Rank = readonly [number, number, number];
const outranks = (a: Rank, b: Rank): boolean => a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

/**
 * Refiner: a schema may hold the same number at several paths (`loan.amount` and `customer.loan.amount`); the
 * accumulator's field is the copy whose enclosing path the question says more of ("the total loan amount of each
 * customer" → `customer.loan.amount`), else the copy inside the collection asked about, else the shallowest.
 */
export function placedMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric === null || !accumulatesAField(a)) return;
  const taken = ctx.index.byNorm.get(normName(a.metric));
  if (!taken) return;
  const said = spokenCanons(ctx);
  const chosen = a.collection[0];
  const rank = (e: FieldEntry): Rank => [placedWords(e, said), chosen !== undefined && ctx.owners.ownerOf.get(e) === chosen ? 1 : 0, -e.depth];
  let best = taken;
  let bestRank = rank(taken);
  for (const entry of leavesByOwnWords(ctx.index).get(taken.ownWords.join(' ')) ?? []) {
    if (entry === taken) continue;
    const entryRank = rank(entry);
    if (outranks(entryRank, bestRank)) [best, bestRank] = [entry, entryRank];
  }
  if (best !== taken) propose(ctx, { member: 'metric', apply: 'replace', value: best.name, confidence: 0.7, rule: 'metric.placed-path', text: best.name });
  else ownedMeasure(ctx, taken);
  sortByPlacedMetric(ctx, best);
}

/**
 * "the average lesson length" read as the lifts' `length_m` where lessons keep `duration_min`: a one-word measure said
 * right after the records it belongs to names the one field of theirs it usually stands for, over another
 * collection's field named by the word itself.
 */
function ownedMeasure(ctx: EngineContext, taken: FieldEntry): void {
  const span = ctx.evidence.get('metric')?.items.find((item) => item.span)?.span;
  if (!span || span[1] - span[0] !== 1) return;
  const keeper = collectionEndingAt(ctx, span[0])?.collection;
  if (!keeper || ctx.owners.ownerOf.get(taken) === keeper) return;
  const owned = measuredWordFieldsOf(ctx, ctx.tokens[span[0]]!, keeper);
  if (owned.length === 1) propose(ctx, { member: 'metric', apply: 'replace', value: owned[0]!.name, confidence: 0.7, rule: 'metric.named-records-measure', span, text: owned[0]!.name });
}

/**
 * "the stable with the largest total hay weight": a sort key that is another copy of the accumulated field ranks
 * by the figure accumulated, so it is the metric's own path.
 */
function sortByPlacedMetric(ctx: EngineContext, metric: FieldEntry): void {
  const keys = Object.entries(ctx.analysis.sort);
  const copy = (key: string) => {
    const entry = ctx.index.byNorm.get(normName(key));
    return !!entry && entry !== metric && !entry.children.length && sameLeaf(entry, metric);
  };
  if (!keys.some(([key]) => copy(key))) return;
  const sort = Object.fromEntries(keys.map(([key, direction]) => [copy(key) ? metric.name : key, direction]));
  propose(ctx, { member: 'sort', apply: 'replace', value: sort, confidence: 0.7, rule: 'sort.placed-metric-path', text: metric.name });
}
