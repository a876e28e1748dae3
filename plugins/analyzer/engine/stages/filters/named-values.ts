import type { EngineContext } from '../../context.ts';
import { CLAUSE_BREAKS, SORT_DIRECTION_WORDS, STOP_WORDS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { PARTICIPLE_FORM } from '../../text.ts';
import { NULL_WORDS } from '../../lexicon/function-words.ts';
import { isIdField } from '../../field-index.ts';
import { isMeasureField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { listValue } from './shared.ts';

/** Words that bind a plain word to the field named just before ("whose job is student", "status: open"). */
const BINDINGS = new Set(['is', 'are', 'was', 'were', 'equals', '=', ':']);
const NEGATION = 'not';
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
    // a participle after "is" describes ("is associated with", "are listed"), and "is null" says the field is empty; neither is a stored value
    if (PARTICIPLE_FORM.test(t.text) || NULL_WORDS.has(t.text) || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    const field = mentionAt(ctx, bindAt - 1);
    if (!field || field.to !== bindAt || field.entry.children.length || isMeasureField(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    proposals.push({
      field: field.entry.name, value: listValue([t.raw], negated), span: [field.from, i + 1], claims: [[bindAt, i + 1]], confidence: 0.6, rule: 'filters.named-value', keep: true,
    });
  }
  return proposals;
}

/** Prepositions that put records in a group named before its field ("in the north region", "from the science department"). */
const GROUP_PREPOSITIONS = new Set(['in', 'from', 'at']);

/**
 * "accounts in the north region", "courses from the science department": a plain word between "in the" and a text
 * field named right after it, ending the condition, is that field's value. A superlative there ("in the largest
 * department") ranks the groups instead of naming one.
 */
export function valueBeforeFieldProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 2; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    if (tokens[i - 1].text !== 'the' || !GROUP_PREPOSITIONS.has(tokens[i - 2].text)) continue;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || ctx.projection[i] || STOP_WORDS.has(t.text) || CLAUSE_BREAKS.has(t.text)) continue;
    if (PARTICIPLE_FORM.test(t.text) || mentionAt(ctx, i) || collectionMentionAt(ctx, i)) continue;
    // "in the largest department" ranks the groups; a superlative names no group
    if (SUPERLATIVES.has(t.text) || SORT_DIRECTION_WORDS.has(t.text)) continue;
    const field = mentionAt(ctx, i + 1);
    if (!field || field.from !== i + 1 || field.entry.children.length || isMeasureField(field.entry) || isIdField(field.entry) || collectionMentionAt(ctx, field.from)) continue;
    if (field.to < tokens.length && !VALUE_ENDS.has(tokens[field.to].text)) continue;
    proposals.push({
      field: field.entry.name, value: listValue([t.raw], false), span: [i, field.to], confidence: 0.55, rule: 'filters.named-value+before-field', keep: true,
    });
  }
  return proposals;
}
