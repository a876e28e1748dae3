import { note, type EngineContext } from '../../context.ts';

export type FilterValue = string | number | boolean | Record<string, unknown>;

/** What a value extractor proposes: a condition on one field, read from a span of the question by a named rule. */
export interface FilterProposal {
  readonly field: string;
  readonly value: FilterValue;
  readonly span: readonly [number, number];
  readonly confidence: number;
  readonly rule: string;
  /** token ranges the condition uses up, when not the whole span ("zip code 10019" claims only the number) */
  readonly claims?: ReadonlyArray<readonly [number, number]>;
  /** yield to a condition already on the field instead of replacing or merging with it */
  readonly keep?: boolean;
}

const isOperatorObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two operator conditions on one field merge ("over 10 and under 20"); anything else replaces. */
export function setFilter(ctx: EngineContext, field: string, value: FilterValue): void {
  const current = ctx.analysis.filters[field];
  if (isOperatorObject(current) && isOperatorObject(value)) ctx.analysis.filters[field] = { ...current, ...value };
  else ctx.analysis.filters[field] = value;
}

/**
 * The one place proposals become filters: operator conditions on one field merge, a `keep` proposal yields to a
 * condition already there, the claimed tokens are marked so later extractors do not read them again, and the rule
 * is noted as evidence.
 */
export function commitProposals(ctx: EngineContext, proposals: readonly FilterProposal[]): void {
  for (const p of proposals) {
    if (p.keep && ctx.analysis.filters[p.field] !== undefined) continue;
    setFilter(ctx, p.field, p.value);
    for (const [from, to] of p.claims ?? [p.span]) for (let k = from; k < to; k++) ctx.roles[k] ??= 'filter';
    note(ctx, 'filters', p.confidence, { rule: p.rule, span: [p.span[0], p.span[1]], text: p.field });
  }
}
