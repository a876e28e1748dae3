import type { EngineContext } from '../../context.ts';
import type { FieldEntry } from '../../field-index.ts';
import { entityNameAt } from './owned-fields.ts';
import { ARTICLES } from '../../lexicon/words.ts';
import { holderPrepositionAfter } from './shared.ts';

/** Words that name a piece of text searched for ("the word", "the letter", "the substring"), and the articles before them. */
const TEXT_PIECES: ReadonlySet<string> = new Set([
  'word', 'words', 'term', 'terms', 'letter', 'letters', 'string', 'substring', 'phrase', 'character', 'characters', 'text',
]);
/** Verbs that search a text for a piece of it. */
const SEARCH_VERBS: ReadonlySet<string> = new Set([
  'contain', 'contains', 'containing', 'include', 'includes', 'including', 'feature', 'features', 'featuring', 'mention', 'mentions',
  'mentioning',
]);
/** Verbs that search only with a piece of text named ("have the letter 'a'"; "with 'Drama' genres" is no search). */
const HAVING_VERBS: ReadonlySet<string> = new Set(['have', 'has', 'having', 'with']);
/**
 * Words between the things searched and the verb: relatives, the thing's own name and the having that gives it
 * ("whose names contain", "that have names containing", "with titles including").
 */
const OWNER_LINKS: ReadonlySet<string> = new Set(['that', 'which', 'who', 'whose', 'their', 'its', 'name', 'names', 'title', 'titles', 'do', 'does', 'have', 'has', 'having', 'with']);
const MAX_PIECE_WORDS = 3;
const MAX_OWNER_LINKS = 3;

/** "'X' in their names", "'X' within its title": what may follow the value and still leave the search in the name. */
const POSSESSIVES: ReadonlySet<string> = new Set(['their', 'its', 'the']);
const NAME_WORDS: ReadonlySet<string> = new Set(['name', 'names', 'title', 'titles']);

/** The value at `end` is followed by "in their <words>" naming something other than the name ("in their address"). */
function heldElsewhere(ctx: EngineContext, end: number): boolean {
  const preposition = holderPrepositionAfter(ctx, end);
  if (preposition < 0) return false;
  let j = preposition + 1;
  if (POSSESSIVES.has(ctx.tokens[j]?.text ?? '')) j++;
  return !NAME_WORDS.has(ctx.tokens[j]?.text ?? '');
}

/**
 * "recipes that contain the word 'rye'", "bakers whose names contain the letter 'e'", "ferry names including
 * 'Star'": a piece of text searched for in things named just before, with no field of theirs named but their
 * name, is searched in their name field (`title`, `bName`, `ferry.name`), when the schema keeps one for them; not
 * when the words after the value name where it is ("'TN' in their address"). `at` is the value's first token, `end`
 * its last.
 */
export function searchedNameField(ctx: EngineContext, at: number, end: number): FieldEntry | null {
  const { tokens } = ctx;
  if (heldElsewhere(ctx, end)) return null;
  let j = at - 1;
  let piece = false;
  for (let k = 0; k < MAX_PIECE_WORDS && j >= 0 && (TEXT_PIECES.has(tokens[j].text) || ARTICLES.has(tokens[j].text)); k++, j--) {
    piece ||= TEXT_PIECES.has(tokens[j].text);
  }
  if (j < 0 || !(SEARCH_VERBS.has(tokens[j].text) || (piece && HAVING_VERBS.has(tokens[j].text)))) return null;
  j--;
  for (let k = 0; k < MAX_OWNER_LINKS && j >= 0 && OWNER_LINKS.has(tokens[j].text); k++) j--;
  return j >= 0 && tokens[j].kind === 'word' ? entityNameAt(ctx, j) : null;
}
