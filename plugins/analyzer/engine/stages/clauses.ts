import { phraseMatcher, type EngineContext, type Token } from '../context.ts';
import { FIGURE_WORDS } from '../lexicon/grouping.ts';
import { ARTICLES, ATTRIBUTE_SUPERLATIVES, FIGURE_DETERMINERS, LIST_JOINERS, ORDER_POSITIONS, SUPERLATIVES } from '../lexicon/words.ts';
import { propose } from '../proposals.ts';
import { isCodeToken } from './filters/codes.ts';

/** Phrases that open a list of things to display rather than conditions or aggregations. */
const matchProjectionCue = phraseMatcher([
  ['showing'], ['show', 'their'], ['show', 'the'], ['and', 'show'], ['including'], ['include'], ['along', 'with'], ['with', 'their'],
  ['displaying'], ['display', 'their'], ['returning'], ['return', 'their'], ['listing'], ['together', 'with'],
].map((words) => [words, true] as const));
/** Cues that attach something to each listed thing ("branches along with …"): a figure after them is computed per thing. */
const COMPANION_CUES: ReadonlySet<string> = new Set(['along with', 'together with', 'with their']);
/** Words that close such a list and start a new condition or instruction. */
/** Words of a request that may come before its main verb ("please show the …", "can you show the …"). */
const REQUEST_OPENERS: ReadonlySet<string> = new Set(['please', 'kindly', 'can', 'could', 'would', 'will', 'you', 'now', 'also', 'just', 'then']);
const PROJECTION_END = new Set(['.', ';', '?', '!', 'sorted', 'ordered', 'sort', 'order', 'limit', 'limited', 'grouped', 'where', 'that', 'who', 'which', 'for', 'from', 'released', 'filtered', 'only']);

/** Whether a figure word opens right after the cue ending at token `from`, past determiners ("along with *the average* …"). */
function opensFigureAfter(tokens: readonly Token[], cue: readonly string[], from: number): boolean {
  // "along with the total fees paid": after a companion cue "total" opens a figure itself; "including their
  // total count" still lists what one record stores
  const opensFigure = (word: string) => FIGURE_WORDS.has(word) && (word !== 'total' || COMPANION_CUES.has(cue.join(' ')));
  let k = from;
  while (k < tokens.length && FIGURE_DETERMINERS.has(tokens[k]!.text) && !opensFigure(tokens[k]!.text)) k++;
  return FIGURE_WORDS.has(tokens[k]?.text ?? '');
}

/** A companion cue at token `at` that opens a figure ("… along with the average score"). */
function figureCueAt(tokens: readonly Token[], at: number): boolean {
  const cue = matchProjectionCue(tokens, at)?.[0];
  return !!cue && COMPANION_CUES.has(cue.join(' ')) && opensFigureAfter(tokens, cue, at + cue.length);
}

/**
 * "show the highest count first", "listing the town with the most shops first": a superlative the cue's words end
 * with a place in the list orders the list; it names nothing to display.
 */
const ordersList = (tokens: readonly Token[], from: number, to: number): boolean =>
  to > from + 1 && ORDER_POSITIONS.has(tokens[to - 1]!.text)
  && tokens.slice(from, to - 1).some((t) => SUPERLATIVES.has(t.text) || ATTRIBUTE_SUPERLATIVES.has(t.text));

/**
 * "plans that include recipe RC-1", "showing name and H1 score": a display list names fields; a value written as a code
 * is a condition on the field beside it, so the code and the word it qualifies (not a list joiner) stay out of the list.
 */
function besideCode(tokens: readonly Token[], k: number, from: number, to: number): boolean {
  if (isCodeToken(tokens[k])) return true;
  if (LIST_JOINERS.has(tokens[k]!.text)) return false;
  return (k + 1 < to && isCodeToken(tokens[k + 1])) || (k - 1 >= from && isCodeToken(tokens[k - 1]));
}

/** clauses: marks display lists ("…, showing their titles, directors and number of wins") so later stages skip them. */
export function clausesStage(ctx: EngineContext): void {
  const { tokens } = ctx;
  ctx.projection = new Array<boolean>(tokens.length).fill(false);
  // the first word past the request words opening the question, found once (not rescanned from the start at each cue)
  const opener = tokens.findIndex((t) => !REQUEST_OPENERS.has(t.text));
  for (let i = 0; i < tokens.length; i++) {
    const cue = matchProjectionCue(tokens, i)?.[0];
    // "please show the …": a cue after nothing but request words is the request's own verb, no display list
    if (!cue || opener < 0 || i <= opener) continue;
    // "open the listing with code X", "a showing of …": a one-word cue after an article is a noun, no verb opening a list
    if (cue.length === 1 && ARTICLES.has(tokens[i - 1]?.text ?? '')) continue;
    let j = i + cue.length;
    // "along with the number of loaves", "with their average score": a figure computed per listed thing is no display list
    if (opensFigureAfter(tokens, cue, j)) continue;
    // "show their city together with the mean fee": the list ends where a figure per listed thing begins
    let end = j;
    while (end < tokens.length && !PROJECTION_END.has(tokens[end].text) && !figureCueAt(tokens, end)) end++;
    // "showing name and town, newest first": the list stops where the order after its last comma begins
    let comma = end - 1;
    while (comma >= j && tokens[comma]!.text !== ',') comma--;
    const listEnd = ordersList(tokens, comma + 1, end) ? Math.max(comma, j) : end;
    if (listEnd < end) propose(ctx, { member: 'rawTokens', apply: 'note', confidence: 1, rule: 'clauses.order-not-projection', span: [listEnd, end] });
    if (listEnd === j) {
      i = end - 1;
      continue;
    }
    end = listEnd;
    let shown = false;
    for (const from = j; j < end; j++) shown = (ctx.projection[j] = !besideCode(tokens, j, from, end)) || shown;
    if (shown) propose(ctx, { member: 'rawTokens', apply: 'note', confidence: 1, rule: 'clauses.projection', span: [i, j] });
    i = j - 1;
  }
}
