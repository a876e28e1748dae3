import type { EngineContext, Token } from '../context.ts';
import { isPluralWord } from '../field-kinds.ts';
import { VALUE_UNITS } from '../lexicon/grouping.ts';
import { KIND_NOUNS, LIMIT_BOUND_NOUNS, ONE_RECORD_ADJECTIVES, ORDER_POSITIONS, RESULT_NOUNS, REQUEST_VERBS, STOP_WORDS, TIME_UNITS } from '../lexicon/words.ts';
import { collectionMentionAt, mentionStartingAt } from '../mentions.ts';
import { propose } from '../proposals.ts';
import { ASKING_WORDS } from '../lexicon/function-words.ts';
import { UNIT_SIZE } from '../lexicon/attributes.ts';

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

const NOT_SUPERLATIVES = new Set(['interest', 'request', 'harvest', 'contest', 'protest', 'digest', 'invest', 'suggest', 'forest', 'guest', 'manifest', 'latest']);
const isSuperlative = (text: string): boolean => (text.length > 4 && text.endsWith('est') && !NOT_SUPERLATIVES.has(text)) || text === 'most' || text === 'least';
const HAVING_VERBS = new Set(['has', 'had', 'is', 'was', 'got', 'gets', 'received', 'made']);
/** A collection named in the singular ("shipment", not "shipments"). */
function singularCollectionAt(ctx: EngineContext, i: number): boolean {
  const named = collectionMentionAt(ctx, i);
  // "the most recent visit date": a collection word used as an adjective
  return !!named && !ctx.tokens[named.to - 1].text.endsWith('s') && !mentionStartingAt(ctx, named.to);
}

/** A plural word that is no unit of time or value ("ponies", not "days" or "dollars"). */
const countedPlural = (t: Token | undefined): boolean =>
  t?.kind === 'word' && isPluralWord(t.text) && !TIME_UNITS.has(t.text) && !VALUE_UNITS.has(t.canon) && !STOP_WORDS.has(t.text);

/** Marks that open the closing request of a question ("…, show 25"). */
const CLOSING_REQUEST_LEADS: ReadonlySet<string> = new Set([',', ';', '.', '-', ':']);
/** Words that may stand between a closing mark and the request after it ("…, just show 10"). */
const CLOSING_REQUEST_HEDGES: ReadonlySet<string> = new Set(['just', 'only']);
/** Pronouns for the records listed, after a closing count ("…, 10 of them"). */
const LISTED_PRONOUNS: ReadonlySet<string> = new Set(['them', 'those', 'these']);
/** Whether token `i` ends the question, or its last clause before a closing mark. */
function closesQuestion(ctx: EngineContext, i: number): boolean {
  // stops at the first word or number: a copy of the rest per count made a long list of numbers quadratic
  for (let j = i + 1; j < ctx.tokens.length; j++) if (ctx.tokens[j].kind !== 'symbol') return false;
  return true;
}

/**
 * The count at `i` closing the question in a clause of its own after a closing mark: "…, show 25", "…, just show 10",
 * "…, 10 of them".
 */
function closingCount(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  const ofThem = tokens[i + 1]?.text === 'of' && LISTED_PRONOUNS.has(tokens[i + 2]?.text ?? '');
  if (!closesQuestion(ctx, ofThem ? i + 2 : i)) return false;
  let k = i - 1;
  if (REQUEST_VERBS.has(tokens[k]?.text ?? '')) k--;
  else if (!ofThem) return false;
  if (CLOSING_REQUEST_HEDGES.has(tokens[k]?.text ?? '')) k--;
  return CLOSING_REQUEST_LEADS.has(tokens[k]?.text ?? '');
}

/** "the heaviest shipment", "which ward has the largest budget": one record, the extreme one. */
function singleExtreme(ctx: EngineContext): number | null {
  const { tokens } = ctx;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].kind !== 'word' || !isSuperlative(tokens[i].text)) continue;
    // "the nearest depot in each group" is one per group, not one overall
    if (tokens.slice(i + 1, i + 6).some((t) => t.text === 'each' || t.text === 'per')) continue;
    let j = i + 1;
    if (tokens[i].text === 'most' || tokens[i].text === 'least') j++;
    // "show the most populated town first" orders the list: the thing ranked is followed by its place in it
    if (tokens[i - 1].text === 'the' && singularCollectionAt(ctx, j) && !ORDER_POSITIONS.has(tokens[collectionMentionAt(ctx, j)!.to]?.text ?? '')) return i;
    const asked = tokens[i - 1].text === 'the' && HAVING_VERBS.has(tokens[i - 2]?.text ?? '') ? i - 3 : -1;
    if (asked >= 1 && singularCollectionAt(ctx, asked) && ASKING_WORDS.has(tokens[collectionMentionAt(ctx, asked)!.from - 1]?.text ?? '')) return i;
  }
  return null;
}

/** Tokens after "of N" within which a superlative makes N how many are listed ("the ids of four kilns with the most …"). */
const RANKED_AFTER_WINDOW = 5;

/**
 * "the ids of four kilns with the hottest firing", "a list of 3 piers that see the most ferries": after "of", a number
 * whose things a superlative then ranks says how many to list ("of 5" alone counts what each one has).
 */
function rankedAfter(ctx: EngineContext, i: number): boolean {
  const { tokens } = ctx;
  // "a minimum of two …" is a bound
  if (tokens[i + 1]?.kind !== 'word' || LIMIT_BOUND_NOUNS.has(tokens[i - 2]?.text ?? '')) return false;
  for (let j = i + 2; j < tokens.length && j < i + 2 + RANKED_AFTER_WINDOW; j++) {
    // "… or at least two": a bound, no ranking
    if (tokens[j]!.kind === 'word' && isSuperlative(tokens[j]!.text) && tokens[j - 1]?.text !== 'at') return true;
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
    // "show only 5 products" limits; "directors with only 2 awards", "directors that made just 2 films" count what each one has
    const onlyLimits = (prev === 'only' || prev === 'just') && (i === 1 || REQUEST_VERBS.has(prev2));
    let rule: string | null = null;
    // "the highest single charge": one record's own figure, not one record listed
    if (ONE_RECORD_ADJECTIVES.has(tokens[i].text) && isSuperlative(prev)) continue;
    if (LIMIT_LEADS.has(prev) && !(prev === 'last' && tokens[i + 1] && /^(hour|day|week|month|quarter|year)s?$/.test(tokens[i + 1].text))) rule = 'limit.top-n';
    else if (LIMIT_KEYWORDS.has(prev) || (prev === 'to' && LIMIT_KEYWORDS.has(prev2)) || (prev === 'of' && LIMIT_KEYWORDS.has(prev2))) rule = 'limit.keyword';
    else if (tokens[i + 1] && RESULT_NOUNS.has(tokens[i + 1].text) && !NOT_A_LIMIT_BEFORE.has(prev)) rule = 'limit.results';
    else if ((i === 0 || REQUEST_VERBS.has(prev) || prev === 'the' || onlyLimits) && !NOT_A_LIMIT_BEFORE.has(prev) && nounFollows(ctx, i)) rule = 'limit.count-noun';
    // "newest hires first, show 25": a request closing the question with only its number says how many
    // ("…, just show 10"; "newest members, 10 of them" says the count of the records listed the same way)
    else if (closingCount(ctx, i)) rule = 'limit.closing-request';
    // "the heaviest 3 loaded crates": a superlative before the number ranks the things counted after it
    // ("the lightest 2 kg parcels" is a measure said of each; "the oldest 4 ponies": a plural the schema does not name counts too)
    else if (isSuperlative(prev) && prev !== 'most' && prev !== 'least' && !UNIT_SIZE.has(tokens[i + 1]?.text ?? '') && (nounFollows(ctx, i) || countedPlural(tokens[i + 1]))) rule = 'limit.superlative-count';
    else if (prev === 'of' && rankedAfter(ctx, i)) rule = 'limit.of-n-ranked';
    if (!rule) continue;
    propose(ctx, {
      member: 'limit', apply: 'replace', value: tokens[i].value!, confidence: rule === 'limit.count-noun' ? 0.8 : 0.95, rule, span: [i, i + 1], text: tokens[i].raw,
      claims: { role: 'limit' },
    });
    return;
  }
  const extreme = singleExtreme(ctx);
  if (extreme !== null) {
    propose(ctx, { member: 'limit', apply: 'replace', value: 1, confidence: 0.7, rule: 'limit.single-extreme', span: [extreme, extreme + 1], text: tokens[extreme].raw });
  }
}
