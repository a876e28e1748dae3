import type { ComputedMetricT } from '../../model.ts';
import type { EngineContext } from '../context.ts';
import type { FieldEntry } from '../field-index.ts';
import { collectionMentionAt, mentionAfter, mentionBefore, numericLeaf } from '../mentions.ts';
import { commit } from '../proposals.ts';
import { holdsKey } from './filters/shared.ts';

const REVENUE_WORDS = ['revenue', 'sale', 'price', 'amount', 'income', 'total'];
const COST_WORDS = ['cost', 'expense', 'spend', 'cogs'];

function firstFieldWith(ctx: EngineContext, words: readonly string[]): FieldEntry | null {
  for (const word of words) {
    const hit = ctx.index.phrases.get(word);
    if (hit) return hit[0].entry;
  }
  return null;
}

const snake = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').toLowerCase();

/** Committed at once: a metric read twice ("ratio of X to Y" is also "X to Y ratio") is added once. */
function push(ctx: EngineContext, metric: ComputedMetricT, rule: string, span: [number, number]): void {
  if (ctx.analysis.computedMetrics.some((m) => m.name === metric.name)) return;
  commit(ctx, [{ member: 'computedMetrics', apply: 'append', value: metric, confidence: 0.7, rule, span, text: metric.expression }]);
}

function ratio(a: string, b: string): ComputedMetricT {
  return { name: `${snake(a)}_per_${snake(b)}`, kind: 'ratio', operator: '$divide', operands: [a, b], expression: `${a} / ${b}` };
}

/** Every word a rule below opens with: one look-up skips the other words, instead of a test per rule. */
const COMPUTATION_CUES: ReadonlySet<string> = new Set(['ratio', 'per', '/', 'difference', 'gap', 'minus', 'margin', 'margins', 'growth', 'change', 'rate']);

/**
 * computedMetrics: "ratio of X to Y", "X per Y" (two fields), "difference between X and Y", "X minus Y",
 * "margin" (revenue-like and cost-like fields), "growth" of a metric, "<X> rate".
 */
export function computedStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].text;
    if (!COMPUTATION_CUES.has(t)) continue;
    if (t === 'ratio' && (tokens[i + 1]?.text === 'of' || tokens[i + 1]?.text === 'between')) {
      const a = mentionAfter(ctx, i + 1, 4, true);
      const b = a ? mentionAfter(ctx, a.to - 1, 3, true) : undefined;
      if (a && b) push(ctx, ratio(numericLeaf(a.entry).name, numericLeaf(b.entry).name), 'computed.ratio-of', [i, b.to]);
    } else if (t === 'ratio') {
      const b = mentionBefore(ctx, i, 2);
      const a = b ? mentionBefore(ctx, b.from, 3, true) : undefined;
      if (a && b) push(ctx, ratio(numericLeaf(a.entry).name, numericLeaf(b.entry).name), 'computed.x-to-y-ratio', [a.from, i + 1]);
    } else if (t === 'per' || (t === '/' && tokens[i - 1]?.kind === 'word')) {
      const a = mentionBefore(ctx, i, 1);
      const b = mentionAfter(ctx, i, 2);
      const divisor = b && numericLeaf(b.entry);
      // "qty ordered per sku": a key or code after "per" names the groups, it divides nothing; so does a field the
      // answer is grouped by ("total revenue per city")
      if (a && b && divisor && !collectionMentionAt(ctx, b.from) && a.entry !== b.entry && !holdsKey(divisor)) {
        if (ctx.analysis.groupBy.includes(divisor.name)) commit(ctx, [{ member: 'computedMetrics', apply: 'note', confidence: 0.5, rule: 'computed.no-ratio+grouped-by', span: [i, b.to], text: divisor.name }]);
        else push(ctx, ratio(numericLeaf(a.entry).name, divisor.name), 'computed.x-per-y', [a.from, b.to]);
      }
    } else if ((t === 'difference' || t === 'gap') && ['between', 'of'].includes(tokens[i + 1]?.text ?? '')) {
      const a = mentionAfter(ctx, i + 1, 4, true);
      const b = a ? mentionAfter(ctx, a.to - 1, 4, true) : undefined;
      if (a && b) {
        const [x, y] = [numericLeaf(a.entry).name, numericLeaf(b.entry).name];
        push(ctx, { name: `${snake(x)}_minus_${snake(y)}`, kind: 'difference', operator: '$subtract', operands: [x, y], expression: `${x} - ${y}` }, 'computed.difference', [i, b.to]);
      }
    } else if (t === 'minus') {
      const a = mentionBefore(ctx, i, 2);
      const b = mentionAfter(ctx, i, 2);
      if (a && b) {
        const [x, y] = [numericLeaf(a.entry).name, numericLeaf(b.entry).name];
        push(ctx, { name: `${snake(x)}_minus_${snake(y)}`, kind: 'difference', operator: '$subtract', operands: [x, y], expression: `${x} - ${y}` }, 'computed.minus', [a.from, b.to]);
      }
    } else if (t === 'margin' || t === 'margins') {
      const revenue = firstFieldWith(ctx, REVENUE_WORDS);
      const cost = firstFieldWith(ctx, COST_WORDS);
      if (revenue && cost) {
        push(ctx, {
          name: 'margin', kind: 'margin', operator: '$divide', operands: [revenue.name, cost.name],
          expression: `(${revenue.name} - ${cost.name}) / ${revenue.name} * 100`,
        }, 'computed.margin', [i, i + 1]);
      }
    } else if (t === 'growth' || (t === 'change' && tokens[i - 1]?.text !== 'exchange')) {
      const m = mentionAfter(ctx, i, 3) ?? mentionBefore(ctx, i, 3);
      const metric = m ? numericLeaf(m.entry).name : ctx.analysis.metric;
      if (metric) {
        push(ctx, {
          name: `${snake(metric)}_growth`, kind: 'growth', operator: '$divide', operands: [metric, `previous_${metric}`],
          expression: `(${metric} - previous_${metric}) / previous_${metric} * 100`,
        }, 'computed.growth', [i, i + 1]);
      }
    } else if (t === 'rate' && i > 0) {
      const m = mentionBefore(ctx, i, 2);
      if (m) {
        const x = numericLeaf(m.entry).name;
        push(ctx, { name: `${snake(x)}_rate`, kind: 'rate', operator: '$divide', operands: [x, 'total'], expression: `${x} / total * 100` }, 'computed.rate', [m.from, i + 1]);
      }
    }
  }
}
