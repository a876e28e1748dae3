import { note, type EngineContext } from '../context.ts';
import { normName } from '../text.ts';

/** Accumulators that need a field; `$count` needs none. */
const ACCUMULATES_A_FIELD = new Set(['$sum', '$avg', '$min', '$max']);

/**
 * Refiner: an accumulator left without a metric takes the one schema field the question ranks by — "which
 * categories have the most total reviews" sums the review-count field the sort already resolved. Without it the
 * Analysis would name an operator with nothing to apply it to.
 */
export function metricFromSortStage(ctx: EngineContext): void {
  const a = ctx.analysis;
  if (a.metric !== null || a.operation === null || !ACCUMULATES_A_FIELD.has(a.operation)) return;
  const rankedFields = Object.keys(a.sort).filter((key) => ctx.index.byNorm.has(normName(key)));
  if (rankedFields.length !== 1) return;
  a.metric = ctx.index.byNorm.get(normName(rankedFields[0]!))!.name;
  note(ctx, 'metric', 0.6, { rule: 'metric.ranked-field', text: a.metric });
}
