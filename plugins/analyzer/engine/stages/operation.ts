import { note, phraseMatcher, type EngineContext } from '../context.ts';
import { OPERATION_PHRASES, type AggregateOp } from '../lexicon/words.ts';
import type { FieldMention } from '../field-index.ts';
import { collectionMentionAt, mentionAfter, mentionAt, mentionStartingAt, numericLeaf } from '../mentions.ts';

const matchOperation = phraseMatcher(OPERATION_PHRASES.map(([phrase, op]) => [phrase.split(' '), op] as const));
const RANKING_LEADS = new Set(['highest', 'lowest', 'most', 'least', 'fewest', 'greatest', 'largest', 'smallest', 'by', 'top', 'biggest']);
const COUNT_NOUN_PHRASES = new Set(['number of', 'total number of', 'count of', 'total count of']);

/** A pack term that opens with an aggregation ("average order value"): the aggregation of the field it names. */
const aggregatedAlias = (mention: FieldMention, i: number, phraseLength: number): boolean =>
  mention.kind === 'alias' && mention.from === i && i + phraseLength < mention.to;

/**
 * operation + metric: the first aggregation phrase decides. "number of X" counts records when X is a collection
 * and sums a field when X is a numeric field ("total number of reviews" → $sum of a reviews-count field).
 */
export function operationStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || ctx.roles[i] || ctx.projection[i]) continue;
    const inside = mentionAt(ctx, i);
    const hit = matchOperation(tokens, i);
    if (!hit || (inside && !aggregatedAlias(inside, i, hit[0].length))) continue;
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
    const target = inside ?? mentionAfter(ctx, end - 1, 5);
    // "number of shipments by status", "total tickets by priority": records of a collection named right after
    const named = collectionMentionAt(ctx, end);
    // "user comments": a collection word used as an adjective names no records
    const recordsNamed = !!named && !mentionStartingAt(ctx, end) && !mentionStartingAt(ctx, named.to) && !collectionMentionAt(ctx, named.to);
    if (op === '$sum' && recordsNamed && !ranked && phrase === 'total') op = '$count';
    if (op === '$count') {
      const countsRecords = !target || recordsNamed || !!collectionMentionAt(ctx, target.from) || !COUNT_NOUN_PHRASES.has(phrase);
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
