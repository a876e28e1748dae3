import type { AnalysisT, SubQueryT } from '../../model.ts';
import { placedOrShallowest, type EngineContext } from '../context.ts';
import { propose } from '../proposals.ts';
import { accumulatesAField, dropSuperlativeLimit } from './metric-from-sort.ts';
import { fieldsMeasuring } from './unnamed-metric.ts';
import { ATTRIBUTE_SUPERLATIVES, SUPERLATIVES } from '../lexicon/words.ts';
import { matchComparison } from './filters/comparisons.ts';
/** Words between a comparison and the superlative it compares with ("than that of the oldest"). */
const COMPARED_LEADS: ReadonlySet<string> = new Set(['the', 'that', 'those', 'of']);

/**
 * Refiner: "a wingspan wider than the widest glider", "heavier than the heaviest crate on deck": a comparison with the
 * record an attribute superlative picks is one with that attribute's extreme over the records named after it — the
 * maximum of the field the adjective ranks by when it ranks highest first, else the minimum.
 */
function comparedAttributeSuperlative(ctx: EngineContext): SubQueryT | undefined {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const comparison = matchComparison(tokens, i);
    if (!comparison) continue;
    let j = i + comparison[0].length;
    while (COMPARED_LEADS.has(tokens[j]?.text ?? '')) j++;
    for (const [word, direction] of ATTRIBUTE_SUPERLATIVES.get(tokens[j]?.text ?? '') ?? []) {
      const field = placedOrShallowest(ctx, fieldsMeasuring(ctx, [word]));
      if (!field) continue;
      const [operator, aggregate] = [comparison[1], direction === -1 ? '$max' : '$min'] as const;
      const q: SubQueryT = { kind: 'compare_to_aggregate', field: field.name, operator, aggregate, collection: ctx.analysis.collection[0] ?? null, description: `${field.name} ${operator} ${aggregate}(${field.name})` };
      propose(ctx, { member: 'subQueries', apply: 'append', value: q, confidence: 0.6, rule: COMPARED_ATTRIBUTE_SUPERLATIVE, span: [i, j + 1], text: q.description });
      return q;
    }
  }
  return undefined;
}

/** The rule reading a comparison with an attribute superlative's record as one with its extreme. */
const COMPARED_ATTRIBUTE_SUPERLATIVE = 'subQueries.compare-to-attribute-superlative';

/**
 * Refiner: "wards with wages above the average" names the accumulator's field only on the compared side: an
 * accumulator still without a field takes the field a comparison against that same aggregate reads. A question that
 * lists or counts records ("clerks paid more than every driver", "how many lockers are priced above the mean")
 * computes nothing over a field but that aggregate: it is the Analysis's accumulator, over the compared field (the
 * count of records passing the comparison stays in the subquery).
 */
export function comparedMetricStage(ctx: EngineContext): void {
  const superlative = comparedAttributeSuperlative(ctx);
  comparedSuperlative(ctx);
  const a: Readonly<AnalysisT> = ctx.analysis;
  if (a.metric !== null) return;
  const accumulates = accumulatesAField(a);
  if (!accumulates && a.operation !== null && a.operation !== '$count') return;
  // "for each kiln, how many pots weigh more than the average weight": a count per group stays a count
  if (!accumulates && a.groupBy.length) return;
  const compared = [...a.subQueries, ...(superlative ? [superlative] : [])]
    .find((q) => q.kind === 'compare_to_aggregate' && q.field !== null && (!accumulates || q.aggregate === a.operation));
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
 * Refiner: "kites flown lower than the highest altitude", "fares under the top fare": a superlative read as the
 * aggregate a comparison clears names that extreme, not an order of the records; the ranking it set and the single
 * record a superlative implies go.
 */
function comparedSuperlative(ctx: EngineContext): void {
  const compared = ctx.evidence.get('subQueries')?.items.find((item) => item.rule === 'subQueries.compare-to-aggregate' && item.span);
  const last = compared?.span ? compared.span[1] - 1 : -1;
  if (!SUPERLATIVES.has(ctx.tokens[last]?.text ?? '')) return;
  const ranked = ctx.evidence.get('sort')?.items.find((item) => item.span && item.span[0] <= last && last < item.span[1]);
  if (!ranked?.span) return;
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.7, rule: 'sort.compared-superlative', span: ranked.span });
  dropSuperlativeLimit(ctx, 'limit.compared-superlative', ranked.span, 0.7);
}
