import type { AnalysisT } from '../../model.ts';
import { spokenCanons, type EngineContext } from '../context.ts';
import { ownWords, type FieldEntry } from '../field-index.ts';
import { propose } from '../proposals.ts';
import { normName } from '../text.ts';
import { ACCUMULATES_A_FIELD } from './metric-from-sort.ts';

/** How many of the words of a field's enclosing path the question says. */
function placedWords(entry: FieldEntry, said: ReadonlySet<string>): number {
  const path = new Set(entry.parent?.canonWords ?? []);
  let count = 0;
  for (const word of path) if (said.has(word)) count++;
  return count;
}

const sameLeaf = (a: FieldEntry, b: FieldEntry): boolean => {
  const x = ownWords(a);
  const y = ownWords(b);
  return x.length === y.length && x.every((w, k) => w === y[k]);
};

/**
 * Refiner: a schema may hold the same number at several paths (`loan.amount` and `customer.loan.amount`); the
 * accumulator's field is the copy whose enclosing path the question says more of ("the total loan amount of each
 * customer" → `customer.loan.amount`).
 */
export function placedMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric === null || a.operation === null || !ACCUMULATES_A_FIELD.has(a.operation)) return;
  const taken = ctx.index.byNorm.get(normName(a.metric));
  if (!taken) return;
  const said = spokenCanons(ctx);
  let best = taken;
  let bestWords = placedWords(taken, said);
  for (const entry of ctx.index.entries) {
    if (entry === taken || entry.children.length || !sameLeaf(entry, taken)) continue;
    const words = placedWords(entry, said);
    if (words > bestWords) [best, bestWords] = [entry, words];
  }
  if (best === taken) return;
  propose(ctx, { member: 'metric', apply: 'replace', value: best.name, confidence: 0.7, rule: 'metric.placed-path', text: best.name });
}
