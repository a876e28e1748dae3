import { spokenCanons, type EngineContext } from '../../context.ts';
import { isIdField, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { PLACING_FIELD_WORDS, PLACE_ORDINALS, PLACING_VERBS } from '../../lexicon/values.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';

const FIELD_WORDS = new Set(PLACING_FIELD_WORDS.map(canonWord));

/** Per schema, the leaves whose name ends in a word of a place in a result (`Heat_Standing`, `race_placement`). */
const placeFields = perSchema((index: FieldIndex): readonly FieldEntry[] =>
  index.entries.filter((e) => !e.children.length && !isIdField(e) && FIELD_WORDS.has(fieldWordsOf(e).at(-1) ?? '')));

/**
 * "entries that finished first", "riders who placed third": a placing verb before an ordinal says the place the
 * records hold in their result, a condition on the field keeping it (the one whose other words the question says,
 * else the first), not an order of the list.
 */
export function placingProposals(ctx: EngineContext): FilterProposal[] {
  const fields = placeFields(ctx.index);
  if (!fields.length) return [];
  const { tokens } = ctx;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!PLACING_VERBS.has(tokens[i]!.text)) continue;
    const at = tokens[i + 1]!.text === 'in' ? i + 2 : i + 1;
    const place = PLACE_ORDINALS.get(tokens[at]?.text ?? '');
    if (place === undefined || ctx.roles[at] !== undefined) continue;
    const said = spokenCanons(ctx);
    const field = fields.find((e) => e.canonWords.some((w) => said.has(w) && !FIELD_WORDS.has(w))) ?? fields[0]!;
    return [{ field: field.name, value: place, span: [i, at + 1], claims: [[at, at + 1]], confidence: 0.7, rule: 'filters.placing-ordinal' }];
  }
  return [];
}
