import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { SUPERLATIVES } from '../lexicon/words.ts';
import { propose } from '../proposals.ts';

/** Words joining the two ends of a range of values ("the highest and lowest price", "min or max"). */
const PAIR_JOINS = new Set(['and', 'or', '&']);

/**
 * "the highest and lowest prices", "the least and most bathrooms": opposite extremes asked for together are two
 * accumulators over the records, not one record picked by its order.
 */
function asksForBothExtremes(ctx: EngineContext): boolean {
  const { tokens } = ctx;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const first = SUPERLATIVES.get(tokens[i]!.text);
    if (!first || !PAIR_JOINS.has(tokens[i + 1]!.text)) continue;
    const second = SUPERLATIVES.get(tokens[i + 2]!.text === 'the' ? tokens[i + 3]?.text ?? '' : tokens[i + 2]!.text);
    if (second && second.direction !== first.direction) return true;
  }
  return false;
}

/** intent: aggregate when something is accumulated or grouped, or both extremes are asked for; else find. */
export function intentStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const accumulates = a.operation !== null || a.groupBy.length > 0;
  const extremes = !accumulates && asksForBothExtremes(ctx);
  const aggregate = accumulates || extremes;
  const rule = accumulates ? 'intent.accumulates' : extremes ? 'intent.both-extremes' : 'intent.lists';
  propose(ctx, { member: 'intent', apply: 'replace', value: aggregate ? 'aggregate' : 'find', confidence: aggregate ? 0.85 : 0.7, rule });
  // a metric without an accumulator measures nothing
  if (a.operation === null && a.metric !== null) propose(ctx, { member: 'metric', apply: 'replace', value: null, confidence: 0.7, rule: 'metric.no-accumulator' });
}
