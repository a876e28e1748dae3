import { note, type EngineContext } from '../context.ts';

/** intent: aggregate when something is accumulated or grouped, else find. */
export function intentStage(ctx: EngineContext): void {
  const a = ctx.analysis;
  const aggregate = a.operation !== null || a.groupBy.length > 0;
  a.intent = aggregate ? 'aggregate' : 'find';
  if (a.operation === null) a.metric = null;
  note(ctx, 'intent', aggregate ? 0.85 : 0.7, { rule: aggregate ? 'intent.accumulates' : 'intent.lists' });
}
