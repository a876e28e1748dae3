import type { SubQueryT } from '../../model.ts';
import { phraseMatcher, type EngineContext } from '../context.ts';
import { COMPARISON_PHRASES, SUBQUERY_AGGREGATES } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAfter, mentionBefore, numericLeaf } from '../mentions.ts';
import { propose } from '../proposals.ts';

const matchComparison = phraseMatcher(COMPARISON_PHRASES.map(([p, op]) => [p.split(' '), op] as const));
const ABSENCE = [['never'], ['have', 'no'], ['has', 'no'], ['had', 'no'], ['with', 'no'], ['without', 'any'], ['without'], ['not', 'any'],
  ["haven't"], ["hasn't"], ["didn't"], ["don't", 'have'], ["doesn't", 'have'], ['have', 'not'], ['has', 'not'], ['did', 'not'], ['no', 'longer']];
const PRESENCE = [['who', 'have'], ['who', 'has'], ['that', 'have'], ['that', 'has'], ['with', 'at', 'least', 'one'], ['with', 'any']];
const matchExistence = phraseMatcher([...ABSENCE.map((w) => [w, 'absent'] as const), ...PRESENCE.map((w) => [w, 'present'] as const)]);

function add(ctx: EngineContext, q: SubQueryT, rule: string, span: [number, number]): void {
  propose(ctx, { member: 'subQueries', apply: 'append', value: q, confidence: 0.7, rule, span, text: q.description });
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
      const aggregate = SUBQUERY_AGGREGATES.get(tokens[j]?.text ?? '');
      if (aggregate) {
        const m = mentionAfter(ctx, j, 3) ?? mentionBefore(ctx, i, 5);
        const field = m ? numericLeaf(m.entry).name : ctx.analysis.metric;
        add(ctx, {
          kind: 'compare_to_aggregate', field, operator: cmp[1], aggregate, collection: primary,
          description: `${field ?? 'value'} ${cmp[1]} ${aggregate}(${field ?? 'value'})`,
        }, 'subQueries.compare-to-aggregate', [i, j + 1]);
        i = j;
        continue;
      }
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
