import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { isPluralWord, keepsQuantity } from '../../field-kinds.ts';
import { DATE_FIELD_HEADS } from '../../lexicon/field-kinds.ts';
import { PHRASED_FLAG_LEADS } from '../../lexicon/values.ts';
import { ARTICLES, FLAG_PREFIXES, IDENTIFIER_ENDINGS, KIND_FIELD_WORDS, LABEL_ENDINGS, NEGATIONS, RELATIVE_PRONOUNS } from '../../lexicon/words.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf, isMeasureField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, negatedAt } from './shared.ts';

/** The forms of "be" said of many. */
const PLURAL_BE_FORMS: ReadonlySet<string> = new Set(['are', 'were']);

/** Words whose field holds a value named, not a yes or no: a kind, a label, a key or a name. */
const VALUE_HEADS: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS, ...LABEL_ENDINGS, ...IDENTIFIER_ENDINGS, 'name', 'code', 'status'].map(canonWord));

/**
 * Per schema, by their first word: leaves of two or three words (no flag prefix, which the state readings read) that
 * keep no amount, date, kind, label or key, so their words said in a yes/no place can only set them.
 */
const phraseFlags = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byFirst = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length < 2 || words.length > 3 || FLAG_PREFIXES.has(words[0]!) || VALUE_HEADS.has(words.at(-1)!)) continue;
    if (words.some((w) => DATE_FIELD_HEADS.has(w)) || keepsQuantity(entry) || isMeasureField(entry)) continue;
    const list = byFirst.get(words[0]!);
    if (list) list.push(entry);
    else byFirst.set(words[0]!, [entry]);
  }
  return byFirst;
});

/** Where the field's words end when the question says them from token `i`, one hyphenated word or several; -1 when not. */
function phraseEnd(ctx: EngineContext, i: number, words: readonly string[]): number {
  const t = ctx.tokens[i]!;
  if (t.text.includes('-')) {
    const parts = t.text.split('-').map(canonWord);
    return parts.length === words.length && parts.every((p, n) => p === words[n]) ? i + 1 : -1;
  }
  return words.every((w, n) => ctx.tokens[i + n]?.kind === 'word' && ctx.tokens[i + n]!.canon === w) ? i + words.length : -1;
}

/**
 * How the field's words at [i, to) are said as a yes/no of the records: hyphenated right before a plural noun
 * ("rust-proofed gates"), after a relative pronoun and a verb of being ending the clause ("gates that are rust
 * proofed"), or after a verb of having or needing, an article passed over, ending the clause ("visits that needed a
 * repaint"). Null when said otherwise: the words then name the field, not a value of it.
 */
function flagPlace(ctx: EngineContext, i: number, to: number): string | null {
  const { tokens } = ctx;
  if (to === i + 1 && isPluralWord(tokens[to]?.text ?? '')) return 'hyphened';
  if (!endsClause(tokens[to]?.text)) return null;
  const lead = ARTICLES.has(tokens[i - 1]?.text ?? '') ? i - 2 : i - 1;
  if (PHRASED_FLAG_LEADS.has(tokens[lead]?.text ?? '')) return 'had';
  // "that are not flood critical": a negation between the verb and the words, which negatedAt reads
  const verb = NEGATIONS.has(tokens[i - 1]?.text ?? '') ? i - 2 : i - 1;
  // said of the records, which are many ("are", "were"; "the meter that was …" says it of one thing of theirs), and
  // not a plural noun they are counted as ("districts that are registered voters")
  const ofRecords = PLURAL_BE_FORMS.has(tokens[verb]?.text ?? '') && !isPluralWord(tokens[to - 1]!.text);
  return ofRecords && RELATIVE_PRONOUNS.has(tokens[verb - 1]?.text ?? '') ? 'being' : null;
}

/**
 * "rust-proofed gates", "gates that are rust proofed", "visits that needed a repaint" beside `rust_proofed`, `repaint`:
 * the words of a yes/no field named by neither prefix nor ending, said whole where a state or a thing had is said,
 * set the field (denied, they do not).
 */
export function phraseFlagProposals(ctx: EngineContext): FilterProposal[] {
  const flags = phraseFlags(ctx.index);
  if (!flags.size) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i]!;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined) continue;
    const first = t.text.includes('-') ? canonWord(t.text.slice(0, t.text.indexOf('-'))) : t.canon;
    // most words open no such field's name: nothing more is read for them
    const candidates = flags.get(first);
    if (!candidates) continue;
    for (const entry of candidates) {
      const to = phraseEnd(ctx, i, fieldWordsOf(entry));
      const place = to > i ? flagPlace(ctx, i, to) : null;
      if (!place || ctx.roles.slice(i, to).some((r) => r !== undefined)) continue;
      proposals.push({ field: entry.name, value: !negatedAt(ctx, i), span: [i, to], confidence: 0.7, rule: `filters.phrase-flag+${place}` });
      i = to - 1;
      break;
    }
  }
  return proposals;
}
