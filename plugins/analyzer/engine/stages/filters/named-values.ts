import type { EngineContext } from '../../context.ts';
import { ARTICLES, CLAUSE_BREAKS, CONTENT_STOP_WORDS, DISTINCTNESS_WORDS, DIVERSITY_WORDS, IRREGULAR_PARTICIPLES, NAME_ENDINGS, NEGATIONS, POINTING_ADJECTIVES, STOP_WORDS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { PARTICIPLE_FORM } from '../../text.ts';
import { isIdField } from '../../field-index.ts';
import { isMeasureField } from './field-resolver.ts';
import { GROUP_LEADS } from '../../lexicon/function-words.ts';
import { isPluralWord } from './owned-fields.ts';
import type { FilterProposal } from './proposal.ts';
import { listValue } from './shared.ts';

/** Words that bind a plain word to the field named just before ("whose job is student", "status: open"). */
const BINDINGS = new Set(['is', 'are', 'was', 'were', 'equals', '=', ':']);
const NEGATION = 'not';
const COMPARED_WITH = 'than';
/** What may follow the value: the end of the condition. Anything else ("is greater than", "is home to") makes it a predicate. */
const VALUE_ENDS = new Set(['.', '?', '!', ',', ';', 'and', 'or']);

/**
 * "whose job is student", "cakes whose flavour is lemon", "status is not open": a word bound by "is" to a text field
 * named right before it, ending the condition, is that field's value. Only the schema's shape places such a value: no
 * vocabulary knows it, so the field must be named and hold text (not an amount, a count or a date).
 */
export function namedValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 2; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || ctx.projection[i] || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text)) continue;
    if (i + 1 < tokens.length && !VALUE_ENDS.has(tokens[i + 1].text)) continue;
    const negated = tokens[i - 1].text === NEGATION;
    const bindAt = negated ? i - 2 : i - 1;
    if (!BINDINGS.has(tokens[bindAt]?.text ?? '')) continue;
    // a participle after "is" describes ("is associated with", "are listed"); it is no stored value
    if (PARTICIPLE_FORM.test(t.text) || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    const field = mentionAt(ctx, bindAt - 1);
    if (!field || field.to !== bindAt || field.entry.children.length || isMeasureField(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    proposals.push({
      field: field.entry.name, value: listValue([t.raw], negated), span: [field.from, i + 1], claims: [[bindAt, i + 1]], confidence: 0.6, rule: 'filters.named-value', keep: true,
    });
  }
  return proposals;
}

/** What may follow a value named before its field: the condition ends, or a function word opens the next phrase. */
function endsValuePhrase(ctx: EngineContext, at: number): boolean {
  const after = ctx.tokens[at];
  if (!after) return true;
  // "a higher balance than": a comparative before the field compares it, it names no value
  if (after.text === COMPARED_WITH) return false;
  // "the gold badge count": a content word goes on naming the thing
  return VALUE_ENDS.has(after.text) || CLAUSE_BREAKS.has(after.text) || (STOP_WORDS.has(after.text) && !CONTENT_STOP_WORDS.has(after.text));
}

/** A word that ranks ("largest"), spreads ("various"), points ("specific"), denies ("no") or acts ("hosted"): no stored value. */
const describesNoValue = (word: string): boolean =>
  SUPERLATIVES.has(word) || DIVERSITY_WORDS.has(word) || DISTINCTNESS_WORDS.has(word) || POINTING_ADJECTIVES.has(word) || NEGATIONS.has(word)
  || PARTICIPLE_FORM.test(word) || IRREGULAR_PARTICIPLES.has(word);

/**
 * "accounts in the north region", "members with a gold badge", "players for the keeper role": a plain word between a
 * group lead and its article and a text field named right after it in the singular, ending the phrase, is that field's
 * value. Not a name ("under the right name"), a measure or an id, nor a word that ranks, points or denies.
 */
export function valueBeforeFieldProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 2; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    if (!ARTICLES.has(tokens[i - 1].text) || !GROUP_LEADS.has(tokens[i - 2].text)) continue;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || ctx.projection[i] || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text)) continue;
    if (describesNoValue(t.text) || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    const field = mentionAt(ctx, i + 1);
    if (!field || field.from !== i + 1 || field.entry.children.length || isMeasureField(field.entry) || isIdField(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    // "in the outer districts": a plural names a class of things, not the one value a field holds
    const noun = tokens[field.to - 1].text;
    if (isPluralWord(noun) || PARTICIPLE_FORM.test(noun) || NAME_ENDINGS.has(field.entry.canonWords[field.entry.canonWords.length - 1])) continue;
    if (!endsValuePhrase(ctx, field.to)) continue;
    proposals.push({
      field: field.entry.name, value: listValue([t.raw], false), span: [i, field.to], confidence: 0.55, rule: 'filters.named-value+before-field', keep: true,
    });
  }
  return proposals;
}
