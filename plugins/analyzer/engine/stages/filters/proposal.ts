import type { EngineContext } from '../../context.ts';
import { commit } from '../../proposals.ts';

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
  /** a compared number moved off the field its words name, which cannot hold it, to a measure guessed for it */
  readonly refitted?: boolean;
  /**
   * the value was read by what its field's own words name (a class of things), not by words tying it to a code: a
   * description kept beside a code field does not take it from the code
   */
  readonly classed?: boolean;
}

/**
 * A filter proposal becomes a general one keyed by field: operator conditions on one field merge, a `keep` proposal
 * yields to a condition already there, the claimed tokens are marked so later extractors do not read them again.
 * One at a time, as the extractors' runner commits each where it is found.
 */
export function commitProposal(ctx: EngineContext, p: FilterProposal): void {
  commit(ctx, [{
    member: 'filters', apply: p.keep ? 'if-unset' : 'merge', key: p.field, value: p.value, confidence: p.confidence, rule: p.rule,
    span: p.span, text: p.field, claims: { role: 'filter', ranges: p.claims ?? [p.span] },
  }]);
}
