import type { EngineContext } from '../../context.ts';
import { type FieldEntry, type FieldIndex, unitOf } from '../../field-index.ts';
import { collectionMentionAt } from '../../mentions.ts';
import { addToList } from '../../multimap.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import type { FilterProposal } from './proposal.ts';
import { isFreeNumber } from './shared.ts';

/** Per schema, by unit: the leaves named for a measure in that unit (`Crate_Width_Cm` → cm), in schema order. */
const fieldsByUnit = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byUnit = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    const unit = entry.children.length ? undefined : unitOf(entry);
    if (unit) addToList(byUnit, unit, entry);
  }
  return byUnit;
});

/**
 * "how many 20cm crates", "the 5 kg sacks": a number with a unit right after it, before the records' noun, is a size
 * or class said as a measure: the value of the one field the schema measures in that unit.
 */
export function unitValueProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const unit = tokens[i + 1]!;
    if (!isFreeNumber(ctx, i) || unit.kind !== 'word' || ctx.roles[i + 1] !== undefined || collectionMentionAt(ctx, i + 2)?.from !== i + 2) continue;
    const fields = fieldsByUnit(ctx.index).get(canonWord(unit.text));
    if (fields?.length !== 1) continue;
    proposals.push({ field: fields[0]!.name, value: tokens[i].value!, span: [i, i + 2], confidence: 0.55, rule: 'filters.unit-value' });
  }
  return proposals;
}
