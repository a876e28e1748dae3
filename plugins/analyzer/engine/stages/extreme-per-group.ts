import type { AnalysisT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import type { FieldEntry } from '../field-index.ts';
import { DIVERSITY_WORDS } from '../lexicon/words.ts';
import { propose } from '../proposals.ts';
import { normName } from '../text.ts';
import { recordKey } from './count-per-group.ts';
import { keyAt, matchGroupPhrase } from './group-by.ts';
import { limitFromASuperlative, RECENCY_READINGS, recencyDateEnd } from './metric-from-sort.ts';

/**
 * Sort rules that rank by a field a superlative names ("the highest salary", "the youngest", "the biggest dome", "the
 * longest hull" by its length concept); recency and popularity concepts rank records, not one field's extreme.
 */
const RANKS_BY_A_FIELD = /^sort\.(?:superlative-|attribute-|thing-measure$|concept-(?!recent|count))/;
/** Whether a sort reading ranks by a field whose extreme a group may ask: one above, or a recency that names its date. */
function ranksByAField(ctx: EngineContext, rule: string, span: readonly [number, number] | undefined, field: FieldEntry): boolean {
  if (!span) return false;
  if (RANKS_BY_A_FIELD.test(rule)) return true;
  return RECENCY_READINGS.some((r) => rule.startsWith(r)) && recencyDateEnd(ctx, span, field) >= 0;
}
/** Grouping phrases too loose to turn a ranking into one extreme per group ("by" names agents, a bare "each" lists). */
const LOOSE_PHRASES = new Set(['by', 'each', 'every']);

/** The group key a phrase at `i` names: "in each city", "for every team", "per region", "in different positions". */
function groupKeyAt(ctx: EngineContext, i: number): { key: string; to: number; via?: string } | null {
  if (ctx.projection[i]) return null;
  const phrase = matchGroupPhrase(ctx.tokens, i)?.[0];
  if (phrase && !(phrase.length === 1 && LOOSE_PHRASES.has(phrase[0]!))) return keyAt(ctx, i + phrase.length, true);
  const diverse = DIVERSITY_WORDS.has(ctx.tokens[i]!.text) && ctx.tokens[i - 1]?.text === 'in';
  return diverse ? keyAt(ctx, i + 1, true) : null;
}

/** The group a phrase outside the ranking's span names, other than the ranked field itself ("… in each town"). */
export function groupOfRanking(ctx: EngineContext, ranking: readonly [number, number], ranked: string): { i: number; group: { key: string; to: number; via?: string }; key: string } | null {
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (i >= ranking[0] && i < ranking[1]) continue;
    const group = groupKeyAt(ctx, i);
    const key = group && recordKey(ctx, group.key);
    if (group && key && key !== ranked) return { i, group, key };
  }
  return null;
}

/**
 * Refiner: "the bakery with the highest takings in each town", "the youngest person for every job": a ranking by a
 * field with a grouping phrase asks for that field's extreme per group — `$max`/`$min` of the field grouped by the key,
 * not records sorted by it.
 */
export function extremePerGroupStage(ctx: EngineContext): void {
  const a: Readonly<AnalysisT> = ctx.analysis;
  const keys = Object.keys(a.sort);
  if (a.operation !== null || a.groupBy.length || keys.length !== 1) return;
  const field = ctx.index.byNorm.get(normName(keys[0]!));
  if (!field) return;
  const ranked = ctx.evidence.get('sort')?.items.find((item) => ranksByAField(ctx, item.rule, item.span, field));
  if (!ranked?.span) return;
  const found = groupOfRanking(ctx, ranked.span, field.name);
  if (!found) return;
  const { i, group, key } = found;
  const span = [Math.min(i, ranked.span[0]), Math.max(group.to, ranked.span[1])] as const;
  propose(ctx, { member: 'operation', apply: 'replace', value: a.sort[keys[0]!] === -1 ? '$max' : '$min', confidence: 0.7, rule: 'operation.extreme-per-group', span });
  propose(ctx, { member: 'metric', apply: 'replace', value: field.name, confidence: 0.7, rule: 'metric.extreme-per-group', span, text: field.name });
  propose(ctx, { member: 'groupBy', apply: 'append', value: key, confidence: 0.7, rule: `groupBy.extreme-per-group${group.via ?? ''}`, span, text: key });
  propose(ctx, { member: 'sort', apply: 'replace', value: {}, confidence: 0.7, rule: 'sort.extreme-per-group', span });
  // one extreme per group replaces the single top record a superlative implied
  if (limitFromASuperlative(ctx)) {
    propose(ctx, { member: 'limit', apply: 'replace', value: null, confidence: 0.6, rule: 'limit.extreme-per-group', span });
  }
}
