import type { EngineContext } from '../../context.ts';
import { BE_FORMS, CIRCUMSTANCE_LEADS, DUMMY_SUBJECT, WEATHER_VERBS } from '../../lexicon/words.ts';
import { participleBases, presentParticipleBases } from '../../text.ts';
import { fieldNamedByClass } from './hypernym-values.ts';
import type { FilterProposal } from './proposal.ts';

/**
 * The weather a verb after the empty "it" names, as its noun, or '' for none: a progressive after a form of "be" ("it
 * was snowing"), or a simple past alone ("it drizzled"). Not a participle after "be" ("it was chaired"), a passive
 * whose "it" stands for a thing.
 */
function weatherOfVerb(word: string, afterBe: boolean): string {
  const bases = afterBe ? presentParticipleBases(word) : participleBases(word);
  return bases.find((base) => WEATHER_VERBS.has(base)) ?? '';
}

/**
 * "finds made while it was snowing", "trips when it drizzled": in a clause of circumstance whose subject is the empty
 * "it", a verb of weather names a circumstance; the one text field the noun's classes name keeps it as a value.
 */
export function circumstanceValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i]!.text !== DUMMY_SUBJECT || !CIRCUMSTANCE_LEADS.has(tokens[i - 1]!.text)) continue;
    const afterBe = BE_FORMS.has(tokens[i + 1]!.text);
    const verb = afterBe ? i + 2 : i + 1;
    const t = tokens[verb];
    if (!t || t.kind !== 'word' || ctx.roles[verb] !== undefined) continue;
    const noun = weatherOfVerb(t.text, afterBe);
    const field = noun ? fieldNamedByClass(ctx, noun) : null;
    if (field) proposals.push({ field: field.name, value: noun, span: [i - 1, verb + 1], confidence: 0.55, rule: 'filters.circumstance-value', keep: true });
  }
  return proposals;
}
