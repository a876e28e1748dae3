import type { EngineContext } from '../../context.ts';
import { BE_FORMS, CIRCUMSTANCE_LEADS, DUMMY_SUBJECT } from '../../lexicon/words.ts';
import { fieldNamedByClass, isClassedNoun } from './hypernym-values.ts';
import type { FilterProposal } from './proposal.ts';

/** Endings of a verb's forms, each stripped to find the noun it is made from ("snowing" → snow, "drizzled" → drizzle). */
const VERB_ENDINGS: readonly string[] = ['ing', 'ed'];

/** The noun a verb's form is made from, as the dictionary writes it ("drizzling" → drizzle), or '' for none. */
function nounOfVerb(word: string): string {
  for (const ending of VERB_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    const found = [stem, `${stem}e`].find((form) => form.length > 2 && isClassedNoun(form));
    if (found) return found;
  }
  return '';
}

/**
 * "finds made while it was snowing", "trips when it drizzled": in a clause of circumstance whose subject is the empty
 * "it", a verb made from a noun names a circumstance; the one text field the noun's classes name keeps it as a value.
 */
export function circumstanceValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i]!.text !== DUMMY_SUBJECT || !CIRCUMSTANCE_LEADS.has(tokens[i - 1]!.text)) continue;
    const verb = BE_FORMS.has(tokens[i + 1]!.text) ? i + 2 : i + 1;
    const t = tokens[verb];
    if (!t || t.kind !== 'word' || ctx.roles[verb] !== undefined) continue;
    const noun = nounOfVerb(t.text);
    const field = noun ? fieldNamedByClass(ctx, noun) : null;
    if (field) proposals.push({ field: field.name, value: noun, span: [i - 1, verb + 1], confidence: 0.55, rule: 'filters.circumstance-value', keep: true });
  }
  return proposals;
}
