import { spokenCanons, type EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { DATE_STATES } from '../../lexicon/words.ts';
import { mentionStartingAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { zonedDay } from '../time.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';

/** Today in the analysis's zone, written as the time frame writes days. */
const today = (ctx: EngineContext): string => zonedDay(ctx.now, ctx.timezone).toISOString().slice(0, 10);

/** Whether one rank beats another: the first place they differ decides. */
export function ranksAbove(a: readonly number[], b: readonly number[]): boolean {
  const k = a.findIndex((x, j) => x !== b[j]);
  return k >= 0 && a[k]! > b[k]!;
}

/** Per schema and state: the leaves whose own words start as the state says, each with the first start it matches. */
const startingLeaves = perSchema<FieldIndex, Map<readonly string[], ReadonlyArray<readonly [FieldEntry, number]>>>(() => new Map());
function leavesStarting(index: FieldIndex, starts: readonly string[]): ReadonlyArray<readonly [FieldEntry, number]> {
  const known = startingLeaves(index);
  let leaves = known.get(starts);
  if (!leaves) {
    leaves = index.entries.flatMap((entry) => {
      const start = entry.children.length ? -1 : starts.findIndex((s) => fieldWordsOf(entry).some((w) => w.startsWith(s)));
      return start < 0 ? [] : [[entry, start] as const];
    });
    known.set(starts, leaves);
  }
  return leaves;
}

/**
 * The date field a state word concerns: a leaf whose own words start as the state says (`due`, `expir…`); of
 * several, the one whose other words the question says most ("drivers whose licence has expired" → licenseExpiry
 * over insurance.expiresOn), then one of the records named, then the start the state lists first.
 */
function concernedField(ctx: EngineContext, starts: readonly string[]): FieldEntry | null {
  let best: FieldEntry | null = null;
  let bestRank: readonly number[] = [-1, -1, -1];
  const leaves = leavesStarting(ctx.index, starts);
  if (!leaves.length) return null;
  const asked = spokenCanons(ctx);
  const named = new Set(ctx.collectionMentions.map((m) => m.collection));
  for (const [entry, start] of leaves) {
    const rank = [entry.canonWords.filter((w) => asked.has(w)).length, named.has(ctx.owners.ownerOf.get(entry) ?? '') ? 1 : 0, -start];
    if (ranksAbove(rank, bestRank)) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * "overdue invoices", "members whose membership has expired", "upcoming appointments": the date the word concerns
 * is before today (or, for what is to come, today or later). An amount named right after ("an overdue balance") is
 * what the word describes, not a date.
 */
export function dateStateProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const state = ctx.roles[i] === undefined ? DATE_STATES.get(ctx.tokens[i].text) : undefined;
    if (!state) continue;
    const next = mentionStartingAt(ctx, i + 1);
    if (next && !fieldWordsOf(next.entry).some((w) => state.fieldStarts.some((s) => w.startsWith(s)))) continue;
    const field = concernedField(ctx, state.fieldStarts);
    if (!field) continue;
    proposals.push({ field: field.name, value: { [state.op]: today(ctx) }, span: [i, i + 1], confidence: 0.7, rule: 'filters.date-state', keep: true });
  }
  return proposals;
}
