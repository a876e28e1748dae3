import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { adjectiveAttributes, adjectiveAttributeTable } from '../../lexicon/adjective-attribute-table.ts';
import { SEX_WORDS } from '../../lexicon/values.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { addToList } from '../../multimap.ts';
import { canonWord } from '../../text.ts';
import { isTextLeaf } from './field-resolver.ts';
import { recordFieldsAt } from './named-values.ts';
import type { FilterProposal } from './proposal.ts';
import { isCapitalised, isFreeWord, listValue, negatedAt } from './shared.ts';
import { isLexiconValue } from './vocabulary.ts';

/** Canonical attribute noun → the adjectives describing it (adjectiveAttributes read the other way), built on first use. */
let adjectivesByAttribute: ReadonlyMap<string, readonly string[]> | undefined;
function adjectivesOfAttribute(noun: string): readonly string[] {
  adjectivesByAttribute ??= (() => {
    const byNoun = new Map<string, string[]>();
    for (const [adjective, nouns] of adjectiveAttributeTable()) for (const noun of new Set(nouns.map(canonWord))) addToList(byNoun, noun, adjective);
    return byNoun;
  })();
  return adjectivesByAttribute.get(noun) ?? [];
}

/**
 * Per schema: the adjectives an attribute noun of which is the last word of one of its text leaves (isTextLeaf), as a
 * word must be to be read here. Most schemas have none, and then no word of theirs is looked up.
 */
const schemaAdjectives = perSchema((index: FieldIndex): ReadonlySet<string> => {
  const adjectives = new Set<string>();
  for (const e of index.entries) {
    // the look-up first: most last words are no attribute noun, and then the leaf's kind (isTextLeaf) is never judged
    const described = adjectivesOfAttribute(e.canonWords[e.canonWords.length - 1]!);
    if (described.length && isTextLeaf(e)) for (const adjective of described) adjectives.add(adjective);
  }
  return adjectives;
});

/**
 * "weak colonies", "hives with good brood quality": an adjective before the records or before a field, whose WordNet
 * attribute or derived noun names one text field (colonies.strength, brood_quality), is that field's value as said.
 * Before a field that is not such a noun ("good temper"), or with several fields to choose from, it says nothing.
 */
export function attributeAdjectiveProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  const adjectives = schemaAdjectives(ctx.index);
  if (!adjectives.size) return proposals;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    // a free word only (isFreeWord): its kind and role, read in place, before the look-up, which most words fail
    const nouns = t.kind === 'word' && ctx.roles[i] === undefined && adjectives.has(t.text) ? adjectiveAttributes(t.text) : undefined;
    if (!nouns || !isFreeWord(ctx, i) || ctx.projection[i] || isCapitalised(t) || collectionMentionAt(ctx, i)) continue;
    // words of sex, places and languages have their own readings, which may have left them out on purpose ("male and female staff")
    if (SEX_WORDS.has(t.text) || isLexiconValue(t.text)) continue;
    const named = new Set(nouns.map(canonWord));
    const isNamed = (e: FieldEntry) => isTextLeaf(e) && named.has(e.canonWords[e.canonWords.length - 1]!);
    const next = mentionAt(ctx, i + 1);
    // "good brood quality": the field itself is the attribute; "weak colonies": a field of the records named
    const candidates = next && !next.entry.children.length ? [next.entry].filter(isNamed) : recordFieldsAt(ctx, i + 1).filter(isNamed);
    if (candidates.length !== 1) continue;
    proposals.push({ field: candidates[0]!.name, value: listValue([t.raw], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.55, rule: 'filters.attribute-adjective', keep: true });
  }
  return proposals;
}
