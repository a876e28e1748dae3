import type { EngineContext } from '../../context.ts';
import { isIdField, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { ARTICLES, CLAUSE_BREAKS, DIMENSION_ADJECTIVES, IDENTIFIER_ENDINGS, NAME_ENDINGS, STOP_WORDS } from '../../lexicon/words.ts';
import { VALUE_PHRASE_LEADS } from '../../lexicon/function-words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { setWhileUnique } from '../../multimap.ts';
import { perSchema } from '../../schema-memo.ts';
import { isTextLeaf, LABEL_WORDS } from './field-resolver.ts';
import { mayBeValue } from './named-values.ts';
import type { FilterProposal } from './proposal.ts';
import { listValue, negatedAt, WRITTEN_CODE } from './shared.ts';

/** Endings that make a word of a thing a word for the whole of such things ("pipework", "glassware"). */
const COLLECTIVE_ENDINGS: readonly string[] = ['work', 'ware'];
/** Shortest word of a field's name read inside a longer word. */
const COLLECTIVE_HEAD_MIN = 3;

/**
 * Per schema, the first word of each text leaf named by two words or more (`casing` of `casing_material`, `size` of
 * `size_label`), when that leaf alone opens with it and no field is named by the word alone: the thing whose
 * attribute the field keeps, which a question says without the rest of the name. Not a name or a key (`owner_name`,
 * `lab_ref`), whose values are no plain words; a label (`size_label`) keeps words whatever its first word measures.
 */
const fieldsByFirstWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const found = new Map<string, FieldEntry | null>();
  const whole = new Set<string>();
  for (const entry of index.entries) {
    const words = entry.segmentWords;
    if (words.length === 1) whole.add(words[0]!);
    const last = words.at(-1) ?? '';
    // `size_label` reads as a measure by its first word; its last says it keeps words
    const keepsWords = isTextLeaf(entry) || (!entry.children.length && LABEL_WORDS.has(last) && !isIdField(entry));
    if (words.length < 2 || !keepsWords || NAME_ENDINGS.has(last) || IDENTIFIER_ENDINGS.has(last)) continue;
    setWhileUnique(found, words[0]!, entry);
  }
  for (const word of whole) found.delete(word);
  return found;
});

/** The field whose first word the token at `i` is, or ends a collective word with ("pipework" for `pipe_material`). */
function fieldOfWord(ctx: EngineContext, table: ReadonlyMap<string, FieldEntry | null>, i: number): FieldEntry | null {
  const t = ctx.tokens[i];
  if (!t || t.kind !== 'word' || ctx.roles[i] !== undefined || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) return null;
  const field = table.get(t.canon);
  if (field !== undefined) return field;
  const ending = COLLECTIVE_ENDINGS.find((e) => t.text.endsWith(e) && t.text.length - e.length >= COLLECTIVE_HEAD_MIN);
  return ending ? table.get(t.text.slice(0, -ending.length)) ?? null : null;
}

/** A plain word that may be a stored value: free, not the records' noun, nor a word of size ("deep", "large"). */
const valueWord = (ctx: EngineContext, i: number): boolean => {
  const t = ctx.tokens[i];
  return !!t && mayBeValue(ctx, i) && !collectionMentionAt(ctx, i) && !DIMENSION_ADJECTIVES.has(t.text) && !CLAUSE_BREAKS.has(t.text);
};

/** Whether the word at `i` is led as a value is: a preposition of holding or placing, maybe then an article. */
const ledAt = (ctx: EngineContext, i: number): boolean => {
  const before = ctx.tokens[i - 1]?.text ?? '';
  return VALUE_PHRASE_LEADS.has(before) || (ARTICLES.has(before) && VALUE_PHRASE_LEADS.has(ctx.tokens[i - 2]?.text ?? ''));
};

/** Where a phrase naming a value ends: the question's end, a clause break or a function word. */
const endsPhrase = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return !t || CLAUSE_BREAKS.has(t.text) || STOP_WORDS.has(t.text) || t.text === ',' || t.text === '?' || t.text === '.';
};

/** A short code or one capital letter said right after a field's word ("size M", "grade B2"). */
const codeWord = (ctx: EngineContext, i: number): boolean => {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && ctx.roles[i] === undefined && !mentionAt(ctx, i) && (WRITTEN_CODE.test(t.raw) || /^\p{Lu}$/u.test(t.raw));
};

/**
 * "wells with steel casing" beside `casing_material`, "in size M" beside `size_label`: the first word of a text field's
 * name said alone is the thing whose attribute it keeps, so a plain word led before it (one or two), or a code right
 * after it, ending the phrase, is that field's value. Not a word of size ("with deep casing"), which measures it.
 */
export function fieldWordValueProposals(ctx: EngineContext): FilterProposal[] {
  const table = fieldsByFirstWord(ctx.index);
  if (!table.size) return [];
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let w = 1; w < tokens.length; w++) {
    const field = fieldOfWord(ctx, table, w);
    if (!field) continue;
    if (valueWord(ctx, w - 1) && endsPhrase(ctx, w + 1)) {
      const first = valueWord(ctx, w - 2) && ledAt(ctx, w - 2) ? w - 2 : w - 1;
      if (!ledAt(ctx, first)) continue;
      const value = tokens.slice(first, w).map((t) => t.raw).join(' ');
      proposals.push({ field: field.name, value: listValue([value], negatedAt(ctx, first)), span: [first, w + 1], confidence: 0.55, rule: 'filters.value-before-field-word', keep: true });
    } else if (ledAt(ctx, w) && codeWord(ctx, w + 1) && endsPhrase(ctx, w + 2)) {
      proposals.push({ field: field.name, value: tokens[w + 1]!.raw, span: [w, w + 2], confidence: 0.55, rule: 'filters.code-after-field-word', keep: true });
    }
  }
  return proposals;
}
