import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { propose } from '../proposals.ts';
import { accumulatesAField, limitFromASuperlative } from './metric-from-sort.ts';
import { SUPERLATIVES } from '../lexicon/words.ts';

/**
 * Refiner: "wards with wages above the average" names the accumulator's field only on the compared side: an
 * accumulator still without a field takes the field a comparison against that same aggregate reads. A question that
 * lists or counts records ("clerks paid more than every driver", "how many lockers are priced above the mean")
 * computes nothing over a field but that aggregate: it is the Analysis's accumulator, over the compared field (the
 * count of records passing the comparison stays in the subquery).
 */
export function comparedMetricStage(ctx: EngineContext): void {
  comparedSuperlative(ctx);
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

/**
 * Refiner: "salaries below the highest salary", "paid less than the top wage": a superlative read as the aggregate a
 * comparison clears names that extreme, not an order of the records; the ranking it set and the single record a
 * superlative implies go.
 */
function comparedSuperlative(ctx: EngineContext): void {
  const compared = ctx.evidence.get('subQueries')?.items.find((item) => item.rule === 'subQueries.compare-to-aggregate' && item.span);
  const last = compared?.span ? compared.span[1] - 1 : -1;
  if (!SUPERLATIVES.has(ctx.tokens[last]?.text ?? '')) return;
  const ranked = ctx.evidence.get('sort')?.items.find((item) => item.span && item.span[0] <= last && last < item.span[1]);
  if (!ranked?.span) return;
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.7, rule: 'sort.compared-superlative', span: ranked.span });
  if (limitFromASuperlative(ctx)) propose(ctx, { member: 'limit', apply: 'replace', value: null, confidence: 0.7, rule: 'limit.compared-superlative', span: ranked.span });
}
