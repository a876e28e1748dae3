import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { propose } from '../proposals.ts';
import { accumulatesAField } from './metric-from-sort.ts';

/**
 * Refiner: "wards with wages above the average" names the accumulator's field only on the compared side: an
 * accumulator still without a field takes the field a comparison against that same aggregate reads.
 */
export function comparedMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric !== null || !accumulatesAField(a)) return;
  const compared = a.subQueries.find((q) => q.kind === 'compare_to_aggregate' && q.aggregate === a.operation && q.field !== null);
  if (!compared?.field) return;
  propose(ctx, { member: 'metric', apply: 'replace', value: compared.field, confidence: 0.6, rule: 'metric.compared-to-aggregate', text: compared.field });
}
