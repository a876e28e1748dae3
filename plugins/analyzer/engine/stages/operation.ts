import { note, phraseMatcher, type EngineContext } from '../context.ts';
import { OPERATION_PHRASES, type AggregateOp } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAfter, mentionAt, numericLeaf } from '../mentions.ts';

const matchOperation = phraseMatcher(OPERATION_PHRASES.map(([phrase, op]) => [phrase.split(' '), op] as const));
const RANKING_LEADS = new Set(['highest', 'lowest', 'most', 'least', 'fewest', 'greatest', 'largest', 'smallest', 'by', 'top', 'biggest']);
const COUNT_NOUN_PHRASES = new Set(['number of', 'total number of', 'count of', 'total count of']);

/**
 * operation + metric: the first aggregation phrase decides. "number of X" counts records when X is a collection
 * and sums a field when X is a numeric field ("total number of reviews" → $sum of a reviews-count field).
 */
export function operationStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || mentionAt(ctx, i) || ctx.roles[i] || ctx.projection[i]) continue;
    const hit = matchOperation(tokens, i);
    if (!hit) continue;
    const [words, phraseOp] = hit;
    // "the highest number of comments", "sorted by number of votes": a ranking key, not an aggregation
    const ranked = RANKING_LEADS.has(tokens[i - 1]?.text ?? '') || (RANKING_LEADS.has(tokens[i - 2]?.text ?? '') && tokens[i - 1]?.text === 'the');
    if (ranked && phraseOp === '$count') continue;
    const end = i + words.length;
    // "minimum of 5 votes" is a comparison, "max 10 results" a limit
    if (tokens[end]?.kind === 'number' || (tokens[end]?.text === 'of' && tokens[end + 1]?.kind === 'number')) continue;
    let op: AggregateOp = phraseOp;
    let metric: string | null = null;
    const phrase = words.join(' ');
    const target = mentionAfter(ctx, end - 1, 5);
    if (op === '$count') {
      const countsRecords = !target || !!collectionMentionAt(ctx, target.from) || !COUNT_NOUN_PHRASES.has(phrase);
      if (!countsRecords && target) {
        op = '$sum';
        metric = numericLeaf(target.entry).name;
      }
    } else if (target) {
      metric = numericLeaf(target.entry).name;
    }
    ctx.analysis.operation = op;
    ctx.analysis.metric = metric;
    for (let k = i; k < end; k++) ctx.roles[k] = 'operation';
    note(ctx, 'operation', 0.9, { rule: `operation.${phrase.replace(/ /g, '-')}`, span: [i, end], text: phrase });
    if (metric && target) note(ctx, 'metric', 0.85, { rule: `metric.${target.via}`, span: [target.from, target.to], text: metric });
    return;
  }
}
