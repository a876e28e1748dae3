import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { propose } from '../proposals.ts';
import { accumulatesAField } from './metric-from-sort.ts';

/**
 * Refiner: "wards with wages above the average" names the accumulator's field only on the compared side: an
 * accumulator still without a field takes the field a comparison against that same aggregate reads. A question that
 * lists or counts records ("clerks paid more than every driver", "how many lockers are priced above the mean")
 * computes nothing over a field but that aggregate: it is the Analysis's accumulator, over the compared field (the
 * count of records passing the comparison stays in the subquery).
 */
export function comparedMetricStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric !== null) return;
  const accumulates = accumulatesAField(a);
  if (!accumulates && a.operation !== null && a.operation !== '$count') return;
  const compared = a.subQueries.find((q) => q.kind === 'compare_to_aggregate' && q.field !== null && (!accumulates || q.aggregate === a.operation));
  if (!compared?.field) return;
  if (!accumulates) {
    // a median is no accumulator of the Analysis: the comparison stays a subquery only
    if (compared.aggregate === '$median') return;
    propose(ctx, { member: 'operation', apply: 'replace', value: compared.aggregate, confidence: 0.6, rule: 'operation.compared-aggregate', text: compared.field });
  }
  const rule = accumulates ? 'metric.compared-to-aggregate' : 'metric.compared-field';
  propose(ctx, { member: 'metric', apply: 'replace', value: compared.field, confidence: 0.6, rule, text: compared.field });
}
