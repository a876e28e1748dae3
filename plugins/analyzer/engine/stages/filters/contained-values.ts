import type { EngineContext } from '../../context.ts';
import { type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { CONTAINING_VERBS, FIELD_ROLE_WORDS, OBJECT_DETERMINERS } from '../../lexicon/words.ts';
import { perSchema } from '../../schema-memo.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause } from './shared.ts';
import { isFreeNoun } from './parts.ts';

const NAME_WORDS: ReadonlySet<string> = new Set(FIELD_ROLE_WORDS.name);

/**
 * Per schema: the name leaf of the one embedded array of subdocuments that has one (`ingredients.name`,
 * `parts.title`); null when none or several.
 */
const containedNameField = perSchema((index: FieldIndex): FieldEntry | null => {
  const found = index.entries.filter((e) => e.parent?.parent === null && !e.children.length && e.ownWords.length === 1 && NAME_WORDS.has(e.ownWords[0]!));
  return found.length === 1 ? found[0]! : null;
});

/**
 * "recipes that contain garlic", "kits containing a chisel": a plain noun no stage read, after a verb of containing
 * and ending its clause, names one of the parts the records embed, by that part's name.
 */
export function containedValueProposals(ctx: EngineContext): FilterProposal[] {
  const field = containedNameField(ctx.index);
  if (!field) return [];
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    if (!CONTAINING_VERBS.has(ctx.tokens[i].text)) continue;
    const at = OBJECT_DETERMINERS.has(ctx.tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
    if (!isFreeNoun(ctx, at) || !endsClause(ctx.tokens[at + 1]?.text)) continue;
    proposals.push({ field: field.name, value: ctx.tokens[at].raw, span: [i, at + 1], confidence: 0.6, rule: 'filters.contained-part' });
  }
  return proposals;
}
