import { phraseMatcher, type EngineContext } from '../../context.ts';
import { AFFIX_KIND_WORDS, VALUE_LEAD_FILLERS } from '../../lexicon/function-words.ts';
import type { FilterProposal } from './proposal.ts';
import { quotedField, REGEX_CUES } from './quoted.ts';
import { affixRegex, regexEscaped } from './shared.ts';
import { isCodeToken } from './codes.ts';
import { mentionAt } from '../../mentions.ts';

/** An unquoted affix read without a word naming its kind: digits, one letter, or a short upper-case code ("TN"). */
const BARE_AFFIX = /^(?:\d+|\p{L}|\p{Lu}{2,3})$/u;

/** The phrases that say an affix ("starting with", "ends with", "containing"), not those that only hint at one ("like"). */
const AFFIX_CUES = REGEX_CUES.filter(([words]) => words.at(-1) === 'with' && words.length === 2 || words[0]!.startsWith('contain'));
/** The affix cue starting at a token: one lookup per token (no two cues share a first word). */
const affixCueAt = phraseMatcher(AFFIX_CUES);

/**
 * "meter numbers starting with 9", "keepers with names holding the letter q", "a phone number that begins with 077": an unquoted
 * affix after a prefix, suffix or contains phrase is a pattern on the field a quoted value there would be read on. A bare
 * affix must be a number, a letter or two; after a word naming its kind ("the word", "the digit") any one word is.
 */
export function affixValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const cue = affixCueAt(tokens, i);
    if (!cue) continue;
    let k = i + cue[0].length;
    let kindSaid = false;
    // "the letter a": the word after the kind is the affix, even an article
    while (k < tokens.length && !kindSaid && (VALUE_LEAD_FILLERS.has(tokens[k]!.text) || AFFIX_KIND_WORDS.has(tokens[k]!.text))) {
      kindSaid = AFFIX_KIND_WORDS.has(tokens[k]!.text);
      k++;
    }
    const value = tokens[k];
    if (!value || ctx.roles[k] !== undefined || (value.kind !== 'number' && value.kind !== 'word') || (!kindSaid && !BARE_AFFIX.test(value.raw))) continue;
    // "carts containing SKU AB-1": a word naming a field before a code says whose code follows; it is no affix
    if (!kindSaid && mentionAt(ctx, k) && isCodeToken(tokens[k + 1])) continue;
    const field = quotedField(ctx, k, k);
    if (!field || field.children.length) continue;
    const affix = regexEscaped(value.raw);
    const style = cue[1];
    proposals.push({
      field: field.name, value: affixRegex(style, affix),
      span: [i, k + 1], confidence: 0.7, rule: `filters.unquoted-${style}`,
    });
  }
  return proposals;
}
