import type { EngineContext, Token } from '../../context.ts';
import type { FieldIndex } from '../../field-index.ts';
import { isPluralWord } from '../../field-kinds.ts';
import { ARTICLES, CLASS_FIELD_WORDS, NAME_ENDINGS, SORT_DIRECTION_WORDS, STOP_WORDS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionEndingAt, collectionMentionAt, mentionAt, mentionStartingAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { isClassedNoun } from './hypernym-values.ts';
import { namesDoer, titleStart } from './people.ts';
import { nameFieldPairs } from './proper-values.ts';
import type { FilterProposal } from './proposal.ts';
import { mayBeValue } from './named-values.ts';
import { isLexiconValue } from './vocabulary.ts';
import { CLASS_NAME_LEADS, PERSON_NAME_LEADS, SENTENCE_END_MARKS } from '../../lexicon/function-words.ts';

/** A word written all in lower-case letters ("okafor", "o'neill"). */
const LOWER_WORD = /^\p{Ll}[\p{Ll}'-]+$/u;

/** Per schema: whether it keeps a person's name, in a first/last-name pair or a field ending in "name". */
const keepsNames = perSchema((index: FieldIndex): boolean =>
  nameFieldPairs(index).length > 0 || index.entries.some((e) => !e.children.length && NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]!)));

/** A lower-case word no reading of the question has taken: no field, collection, known value, function word or plural noun. */
function freeLowerWord(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  // asked of every word, often twice: the look-ups that rule most words out go before the Unicode regex
  return !!t && t.kind === 'word' && ctx.roles[i] === undefined && !ctx.projection[i] && !STOP_WORDS.has(t.text) && LOWER_WORD.test(t.raw)
    && !mentionAt(ctx, i) && !collectionMentionAt(ctx, i) && !isLexiconValue(t.text) && !ctx.index.packValues.has(t.text) && !isPluralWord(t.text);
}

/**
 * Where two words said last are a person's name: after "by" following the records or a verb naming its doer ("songs
 * by …", "crews trained by …", not "sorted by …"), or after "for" following the records ("reservations for …").
 */
function nameLeadBefore(ctx: EngineContext, i: number): boolean {
  const lead = ctx.tokens[i - 1]?.text;
  const end = ctx.tokens[i + 2];
  if (end && !SENTENCE_END_MARKS.has(end.text)) return false;
  const doerToo = PERSON_NAME_LEADS.get(lead ?? '');
  if (doerToo === undefined) return false;
  return !!collectionEndingAt(ctx, i - 1) || (doerToo && namesDoer(ctx, ctx.tokens[i - 2]?.text ?? ''));
}

/** The most words a class's name said before its noun takes ("the computer science department"). */
const CLASS_NAME_WORDS = 2;

/**
 * Where a class's name said in lower case starting at token `i` ends: one or two words that may be a value (no
 * participle, field, or word that ranks, spreads or points: "the various genres") after an article or a preposition,
 * right before a collection whose noun is a class word ("the rock genre", "in computer science department"); `i` when
 * none is there.
 */
function classNameEnd(ctx: EngineContext, i: number): number {
  const lead = ctx.tokens[i - 1]?.text ?? '';
  if (!ARTICLES.has(lead) && !CLASS_NAME_LEADS.has(lead)) return i;
  for (let end = i + 1; end <= i + CLASS_NAME_WORDS && freeLowerWord(ctx, end - 1) && mayBeValue(ctx, end - 1); end++) {
    const records = collectionMentionAt(ctx, end);
    if (records && records.from === end && CLASS_FIELD_WORDS.has(ctx.tokens[records.to - 1]!.canon)) return end;
  }
  return i;
}

/** A superlative or a sort direction ("latest", "descending"). */
const ranksOrOrders = (word: string): boolean => SUPERLATIVES.has(word) || SORT_DIRECTION_WORDS.has(word);

/** What a question is left with when no lower-case name is read (shared: never written to). */
const NONE_CASED: ReadonlyMap<number, Token> = new Map();

/**
 * "songs by lena moray", "reservations for tom achebe", "ines varga phone number": in a casual question a person's
 * name is often written in lower case, and so is a class's name before the class's noun ("the rock genre"). Two free
 * lower-case words, not both dictionary nouns, where a name stands (after "by" or "for" closing the question, or
 * opening it before a field), or a class's name (classNameEnd), are read as a capitalised name, so the rules for names
 * see them; only when the schema keeps a person's name. Rewrites those tokens of ctx.tokens in place (the
 * caller puts them back) and returns the tokens it replaced, by position.
 */
export function capitaliseLowerCaseNames(ctx: EngineContext): ReadonlyMap<number, Token> {
  const { tokens } = ctx;
  if (!keepsNames(ctx.index)) return NONE_CASED;
  // made for the first name found: most questions hold none
  let cased: Map<number, Token> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    // "dr okafor", "dr. okafor": a free word after a title (and its full stop) is a surname, whatever follows it (the
    // question may end with it)
    // a name opening the question is first known by its case: most questions open capitalised, and skip the mentions
    if (!freeLowerWord(ctx, i)) continue;
    if (titleStart(ctx, i) < i) {
      cased = capitalise(tokens, cased, i);
      continue;
    }
    // "latest intake date": a word that ranks or orders opens no name, though a surname may be one ("ada best")
    if (ranksOrOrders(tokens[i]!.text)) continue;
    // "tracks of the rock genre": a class's name before the class's own noun
    const classEnd = classNameEnd(ctx, i);
    if (classEnd > i) {
      for (; i < classEnd; i++) cased = capitalise(tokens, cased, i);
      continue;
    }
    const placed = i === 0 ? !!mentionStartingAt(ctx, 2) && !collectionMentionAt(ctx, 2) : nameLeadBefore(ctx, i);
    if (!placed || !freeLowerWord(ctx, i + 1) || (isClassedNoun(tokens[i]!.text) && isClassedNoun(tokens[i + 1]!.text))) continue;
    cased = capitalise(tokens, cased, i);
    cased = capitalise(tokens, cased, ++i);
  }
  return cased ?? NONE_CASED;
}

/** Writes token `k` with a capital, remembering the token it replaced in `cased` (made when none is given), which it returns. */
function capitalise(tokens: Token[], cased: Map<number, Token> | undefined, k: number): Map<number, Token> {
  const replaced = cased ?? new Map<number, Token>();
  replaced.set(k, tokens[k]!);
  tokens[k] = { ...tokens[k]!, raw: tokens[k]!.raw[0]!.toUpperCase() + tokens[k]!.raw.slice(1) };
  return replaced;
}

/** A proposal reading a name so capitalised says so in its evidence. */
export function markLowerCaseName(cased: ReadonlyMap<number, Token>, p: FilterProposal): FilterProposal {
  return cased.has(p.span[0]) || cased.has(p.span[1] - 1) ? { ...p, rule: `${p.rule}${LOWER_CASE_NAME}` } : p;
}
const LOWER_CASE_NAME = '+lower-case-name';
