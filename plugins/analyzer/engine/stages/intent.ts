import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import { propose } from '../proposals.ts';

/** intent: aggregate when something is accumulated or grouped, else find. */
export function intentStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const aggregate = a.operation !== null || a.groupBy.length > 0;
  propose(ctx, { member: 'intent', apply: 'replace', value: aggregate ? 'aggregate' : 'find', confidence: aggregate ? 0.85 : 0.7, rule: aggregate ? 'intent.accumulates' : 'intent.lists' });
  // a metric without an accumulator measures nothing
  if (a.operation === null && a.metric !== null) propose(ctx, { member: 'metric', apply: 'replace', value: null, confidence: 0.7, rule: 'metric.no-accumulator' });
}
