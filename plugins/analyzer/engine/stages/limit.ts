import { note, type EngineContext } from '../context.ts';
import { KIND_NOUNS, RESULT_NOUNS, REQUEST_VERBS } from '../lexicon/words.ts';
import { collectionMentionAt, mentionStartingAt } from '../mentions.ts';

const LIMIT_LEADS = new Set(['top', 'first', 'bottom', 'best', 'worst', 'highest', 'lowest', 'latest', 'newest', 'oldest', 'last']);
const LIMIT_KEYWORDS = new Set(['limit', 'limited', 'limiting', 'cap', 'capped', 'max']);
const NOT_A_LIMIT_BEFORE = new Set(['than', 'least', 'most', 'over', 'under', 'above', 'below', 'with', 'of', 'to', 'about', 'around', 'and', 'or', 'between', 'exactly', 'has', 'have', 'had']);
const MAX_LIMIT = 10_000;

const isCount = (ctx: EngineContext, i: number): boolean => {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'number' && ctx.roles[i] === undefined && t.value !== undefined && Number.isInteger(t.value)
    && t.value >= 1 && t.value <= MAX_LIMIT && !t.text.includes('%') && !t.text.includes('.');
};

/** Does a list noun (collection, "results", a field named in the plural) follow within a few words? */
function nounFollows(ctx: EngineContext, i: number): boolean {
  for (let j = i + 1; j < ctx.tokens.length && j <= i + 4; j++) {
    const t = ctx.tokens[j];
    if (t.kind !== 'word') return false;
    if (collectionMentionAt(ctx, j) || RESULT_NOUNS.has(t.text)) return true;
    const m = mentionStartingAt(ctx, j);
    if (m) return t.text.endsWith('s') || ctx.tokens[m.to - 1].text.endsWith('s') || KIND_NOUNS.has(ctx.tokens[m.to]?.text ?? '');
    if (t.text === 'most' || t.text === 'least' || t.text.endsWith('est') || t.text === 'more') return true;
  }
  return false;
}

/** numbers/limit: "top 10", "limit to 20", "show 15 movies", "the 12 most awarded …". */
export function limitStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i++) {
    if (!isCount(ctx, i)) continue;
    const prev = tokens[i - 1]?.text ?? '';
    const prev2 = tokens[i - 2]?.text ?? '';
    let rule: string | null = null;
    if (LIMIT_LEADS.has(prev) && !(prev === 'last' && tokens[i + 1] && /^(hour|day|week|month|quarter|year)s?$/.test(tokens[i + 1].text))) rule = 'limit.top-n';
    else if (LIMIT_KEYWORDS.has(prev) || (prev === 'to' && LIMIT_KEYWORDS.has(prev2)) || (prev === 'of' && LIMIT_KEYWORDS.has(prev2))) rule = 'limit.keyword';
    else if (tokens[i + 1] && RESULT_NOUNS.has(tokens[i + 1].text) && !NOT_A_LIMIT_BEFORE.has(prev)) rule = 'limit.results';
    else if ((i === 0 || REQUEST_VERBS.has(prev) || prev === 'the' || prev === 'only' || prev === 'just') && !NOT_A_LIMIT_BEFORE.has(prev) && nounFollows(ctx, i)) rule = 'limit.count-noun';
    if (!rule) continue;
    ctx.analysis.limit = tokens[i].value!;
    ctx.roles[i] = 'limit';
    note(ctx, 'limit', rule === 'limit.count-noun' ? 0.8 : 0.95, { rule, span: [i, i + 1], text: tokens[i].raw });
    return;
  }
}
