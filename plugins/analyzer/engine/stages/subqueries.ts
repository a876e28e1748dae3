import type { SubQueryT } from '../../model.ts';
import { phraseMatcher, type EngineContext } from '../context.ts';
import { isIdField, type FieldEntry } from '../field-index.ts';
import { ATTRIBUTE_COMPARATIVES, ATTRIBUTE_WORDS } from '../lexicon/attributes.ts';
import { COMPARED_QUANTIFIERS, COMPARISON_PHRASES, SUBQUERY_AGGREGATES, type ComparisonOp } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAfter, mentionBefore, mentionEndingAt, mentionStartingAt, numericLeaf } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { impliedField } from './filters/field-resolver.ts';

const matchComparison = phraseMatcher(COMPARISON_PHRASES.map(([p, op]) => [p.split(' '), op] as const));
const ABSENCE = [['never'], ['have', 'no'], ['has', 'no'], ['had', 'no'], ['with', 'no'], ['without', 'any'], ['without'], ['not', 'any'],
  ["haven't"], ["hasn't"], ["didn't"], ["don't", 'have'], ["doesn't", 'have'], ['have', 'not'], ['has', 'not'], ['did', 'not'], ['no', 'longer']];
const PRESENCE = [['who', 'have'], ['who', 'has'], ['that', 'have'], ['that', 'has'], ['with', 'at', 'least', 'one'], ['with', 'any']];
/** Comparative words read before "than", each with the comparison it makes ("higher" of "higher than"). */
const COMPARATIVES: ReadonlyMap<string, ComparisonOp> = new Map(
  [...COMPARISON_PHRASES, ...ATTRIBUTE_COMPARATIVES].filter(([p]) => /^[a-z]+ than$/.test(p)).map(([p, op]) => [p.split(' ')[0]!, op] as const),
);
const matchQuantifier = phraseMatcher(COMPARED_QUANTIFIERS.map(([p, q]) => [p.split(' '), q] as const));
/** Tokens before a comparison within which the compared field is named ("a salary that is higher than"). */
const COMPARED_FIELD_WINDOW = 5;
/** Words of a field named after "than the" before its "of" ("than the total salary of all"). */
const NAMED_AFTER_WORDS = 3;
const matchExistence = phraseMatcher([...ABSENCE.map((w) => [w, 'absent'] as const), ...PRESENCE.map((w) => [w, 'present'] as const)]);

function add(ctx: EngineContext, q: SubQueryT, rule: string, span: [number, number]): void {
  propose(ctx, { member: 'subQueries', apply: 'append', value: q, confidence: 0.7, rule, span, text: q.description });
}

/** The aggregate of the others a value must clear: above all of them is above their maximum, above some of them above their minimum. */
function quantifiedAggregate(operator: ComparisonOp, quantifier: 'all' | 'some'): '$max' | '$min' {
  const above = operator === '$gt' || operator === '$gte';
  return above === (quantifier === 'all') ? '$max' : '$min';
}

/** The field a comparison reads: one named after "than the" ("than the salary of"), one between the comparative and "than" ("a higher rating than"), the comparative's own attribute ("older"), or one named before it. */
function comparedField(ctx: EngineContext, comparative: number, than: number, namedAfter: FieldEntry | undefined): FieldEntry | null {
  if (namedAfter) return namedAfter;
  const between = comparative + 1 < than ? mentionStartingAt(ctx, comparative + 1) : undefined;
  if (between) return numericLeaf(between.entry);
  const implied = ATTRIBUTE_WORDS.get(ctx.tokens[comparative]!.text);
  const attribute = implied && impliedField(ctx, implied);
  if (attribute) return attribute;
  const before = mentionBefore(ctx, comparative, COMPARED_FIELD_WINDOW);
  return before && !collectionMentionAt(ctx, before.from) ? numericLeaf(before.entry) : null;
}

/** The comparative of the "than" at token `than`: right before it ("greater than") or before the field it compares ("a lower rating than"). */
function comparativeBefore(ctx: EngineContext, than: number): number | undefined {
  if (COMPARATIVES.has(ctx.tokens[than - 1]?.text ?? '')) return than - 1;
  const field = mentionEndingAt(ctx, than);
  return field && COMPARATIVES.has(ctx.tokens[field.from - 1]?.text ?? '') ? field.from - 1 : undefined;
}

/**
 * "a salary higher than that of all clerks", "older than every pilot", "a lower fee than at least one rival": a
 * comparison with the other records through a quantifier is one with an extreme of theirs. Returns the token after
 * what was read.
 */
function comparedWithOthers(ctx: EngineContext, than: number, primary: string | null): number | undefined {
  const { tokens } = ctx;
  const comparative = tokens[than]!.text === 'than' ? comparativeBefore(ctx, than) : undefined;
  if (comparative === undefined) return undefined;
  let j = than + 1;
  if (tokens[j]?.text === 'the') j++;
  let namedAfter: FieldEntry | undefined;
  const named = mentionStartingAt(ctx, j);
  let of = j + 1;
  while (named && of <= j + NAMED_AFTER_WORDS && tokens[of] && tokens[of]!.text !== 'of') of++;
  if (named && tokens[of]?.text === 'of') {
    namedAfter = numericLeaf(named.entry);
    j = of + 1;
  } else if ((tokens[j]?.text === 'that' || tokens[j]?.text === 'those') && tokens[j + 1]?.text === 'of') j += 2;
  const quantifier = matchQuantifier(tokens, j);
  if (!quantifier) return undefined;
  const field = comparedField(ctx, comparative, than, namedAfter);
  if (!field || isIdField(field)) return undefined;
  const operator = COMPARATIVES.get(tokens[comparative]!.text)!;
  const aggregate = quantifiedAggregate(operator, quantifier[1]);
  const end = j + quantifier[0].length;
  add(ctx, {
    kind: 'compare_to_aggregate', field: field.name, operator, aggregate, collection: primary,
    description: `${field.name} ${operator} ${aggregate}(${field.name})`,
  }, 'subQueries.compare-to-quantified', [comparative, end]);
  return end;
}

/** Words after an aggregate word within which "of <number>" says the number compared with ("the top tier mark of 500"). */
const NAMED_NUMBER_REACH = 4;

/**
 * Whether the aggregate word at `at` is no number's: "the top 3 earners", "the top 5 in assists" rank records, and
 * "the top tier mark of 500" names the number a value is compared with, so none is an aggregate of the records.
 */
function namesNoNumber(ctx: EngineContext, at: number): boolean {
  const { tokens } = ctx;
  if (tokens[at + 1]?.kind === 'number') return false;
  for (let k = at + 1; k <= at + NAMED_NUMBER_REACH && tokens[k + 1]; k++) {
    if (tokens[k]!.text === 'of' && tokens[k + 1]!.kind === 'number') return false;
  }
  return true;
}

/**
 * subQueries: comparisons against an aggregate of the same data ("above the average rating", "more than the median
 * price") and existence tests against another collection ("users who never commented" → anti-join,
 * "users who have sessions" → semi-join).
 */
export function subqueriesStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  const primary = ctx.analysis.collection[0] ?? null;
  for (let i = 0; i < tokens.length; i++) {
    const cmp = matchComparison(tokens, i);
    if (cmp) {
      let j = i + cmp[0].length;
      if (tokens[j]?.text === 'the' || tokens[j]?.text === 'their') j++;
      const aggregate = namesNoNumber(ctx, j) ? SUBQUERY_AGGREGATES.get(tokens[j]?.text ?? '') : undefined;
      const m = aggregate && (mentionAfter(ctx, j, 3) ?? mentionBefore(ctx, i, 5));
      const field = m ? numericLeaf(m.entry).name : ctx.analysis.metric;
      if (aggregate && field) {
        add(ctx, {
          kind: 'compare_to_aggregate', field, operator: cmp[1], aggregate, collection: primary,
          description: `${field} ${cmp[1]} ${aggregate}(${field})`,
        }, 'subQueries.compare-to-aggregate', [i, j + 1]);
        i = j;
        continue;
      }
    }
    const quantified = comparedWithOthers(ctx, i, primary);
    if (quantified !== undefined) {
      i = quantified - 1;
      continue;
    }
    const existence = matchExistence(tokens, i);
    if (!existence) continue;
    const [cue, polarity] = existence;
    const absent = polarity === 'absent';
    for (let j = i + cue.length; j < tokens.length && j <= i + cue.length + 3; j++) {
      const c = collectionMentionAt(ctx, j);
      if (!c) continue;
      if (c.collection !== primary) {
        const kind = absent ? 'anti_join' : 'semi_join';
        add(ctx, {
          kind, field: null, operator: null, aggregate: '$count', collection: c.collection,
          description: `${primary ?? 'records'} with ${absent ? 'no' : 'at least one'} matching ${c.collection}`,
        }, `subQueries.${kind}`, [i, c.to]);
      }
      i = c.to - 1;
      break;
    }
  }
}
