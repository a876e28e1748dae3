import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { THING_STATE_ENDINGS } from '../../lexicon/values.ts';
import { BE_FORMS } from '../../lexicon/words.ts';
import { setWhileUnique } from '../../multimap.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf } from './field-resolver.ts';
import { mayBeValue } from './named-values.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, LETTERS_ONLY, negatedAt } from './shared.ts';

const ENDINGS: ReadonlySet<string> = new Set([...THING_STATE_ENDINGS].map(canonWord));

/** Per schema, by the thing's word: leaves of that word and a state ending (`sky_state` → sky); a word naming two such leaves holds null. */
const thingStateFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry | null> => {
  const byThing = new Map<string, FieldEntry | null>();
  for (const entry of index.entries) {
    const words = entry.children.length ? [] : fieldWordsOf(entry);
    if (words.length === 2 && ENDINGS.has(words[1]!)) setWhileUnique(byThing, words[0]!, entry);
  }
  return byThing;
});

/**
 * "days when the sky was clear" beside `sky_state`: the thing a state field is named for, a verb of being and one plain
 * word ending the clause, is that field holding the word. Not denied ("was not clear" says no one value), and not a
 * word another reading holds or one naming a field.
 */
export function thingStateProposals(ctx: EngineContext): FilterProposal[] {
  const fields = thingStateFields(ctx.index);
  if (!fields.size) return [];
  const proposals: FilterProposal[] = [];
  const { tokens } = ctx;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const field = tokens[i]!.kind === 'word' && ctx.roles[i] === undefined ? fields.get(tokens[i]!.canon) : undefined;
    // most words name no such thing: nothing more is read for them
    if (!field || !BE_FORMS.has(tokens[i + 1]!.text)) continue;
    const value = tokens[i + 2]!;
    if (!LETTERS_ONLY.test(value.text) || !mayBeValue(ctx, i + 2) || !endsClause(tokens[i + 3]?.text) || negatedAt(ctx, i + 2)) continue;
    proposals.push({ field: field.name, value: value.text, span: [i, i + 3], confidence: 0.6, rule: 'filters.thing-state' });
    i += 2;
  }
  return proposals;
}
