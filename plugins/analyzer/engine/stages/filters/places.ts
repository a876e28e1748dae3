import type { EngineContext } from '../../context.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { impliedField } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { isCapitalised, listValue, negatedAt } from './shared.ts';
import { isLexiconValue } from './vocabulary.ts';

/** Verbs that place a record somewhere ("employees living in X", "companies based in X", "clubs located at X"). */
const PLACING_VERBS = new Set([
  'live', 'lives', 'living', 'lived', 'reside', 'resides', 'residing', 'resided', 'based', 'located', 'situated', 'headquartered',
]);
const PLACE_PREPOSITIONS = new Set(['in', 'at']);
/** Field words that hold where a record is, most specific first. */
const PLACE_FIELD_WORDS = ['location', 'headquarter', 'city', 'town', 'residence', 'address', 'place', 'site'];

/** The value after "<verb> in|at (the)": a quoted value or a run of capitalised words; its end, or null. */
function placeAt(ctx: EngineContext, i: number): { value: string; end: number } | null {
  const at = ctx.tokens[i]?.text === 'the' ? i + 1 : i;
  const t = ctx.tokens[at];
  if (!t || ctx.roles[at] !== undefined) return null;
  if (t.kind === 'quoted') return { value: t.raw, end: at + 1 };
  let end = at;
  while (isCapitalised(ctx.tokens[end]) && ctx.roles[end] === undefined && !mentionAt(ctx, end) && !collectionMentionAt(ctx, end)) end++;
  return end > at ? { value: ctx.tokens.slice(at, end).map((w) => w.raw).join(' '), end } : null;
}

/**
 * "employees living in Edmonton", "clubs located at 'AKW'", "companies based in Austin": a place no lexicon knows,
 * after a verb that places the record, is a value of the schema's place field (location, headquarters, city, …).
 * Known places (countries, states, cities) are left to the lexicon rules, which know their kind.
 */
export function placeProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!PLACING_VERBS.has(tokens[i].text) || !PLACE_PREPOSITIONS.has(tokens[i + 1].text)) continue;
    const place = placeAt(ctx, i + 2);
    if (!place || isLexiconValue(place.value.toLowerCase())) continue;
    const field = impliedField(ctx, PLACE_FIELD_WORDS);
    if (!field) continue;
    proposals.push({
      field: field.name, value: listValue([place.value], negatedAt(ctx, i)), span: [i, place.end], claims: [[i + 2, place.end]],
      confidence: 0.7, rule: 'filters.place',
    });
    i = place.end - 1;
  }
  return proposals;
}
