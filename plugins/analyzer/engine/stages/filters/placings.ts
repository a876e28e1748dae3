import { spokenCanons, type EngineContext } from '../../context.ts';
import { CLAUSE_BREAKS, KIND_FIELD_WORDS, STOP_WORDS, TIME_UNITS } from '../../lexicon/words.ts';
import { mentionAt } from '../../mentions.ts';
import { isIdField, type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { PLACING_FIELD_WORDS, PLACE_ORDINALS, PLACING_VERBS } from '../../lexicon/values.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { fieldWordsOf } from './field-resolver.ts';
import type { FilterProposal } from './proposal.ts';
import { leavesEndingIn } from './shared.ts';

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

/** The one leaf (not an id) whose name ends in the word, when only one does. */
function onlyLeafEndingIn(index: FieldIndex, word: string): FieldEntry | null {
  const leaves = leavesEndingIn(index, canonWord(word)).filter((e) => !isIdField(e));
  return leaves.length === 1 ? leaves[0]! : null;
}

/** A word that goes on naming the thing: no function word, no clause break. */
const isContentWord = (ctx: EngineContext, at: number): boolean => {
  const t = ctx.tokens[at];
  return t?.kind === 'word' && !STOP_WORDS.has(t.text) && !CLAUSE_BREAKS.has(t.text);
};

/**
 * "fourth-grade classrooms", "fifth grade students", "third-floor offices": an ordinal joined to a word naming a field,
 * the two describing a noun, says the records hold that ordinal's number in the field. A unit of time is left to the
 * time stage ("first-year students" beside a calendar `year`), a kind word names a kind ("first class tickets"), and
 * "first name" is a field's own name.
 */
export function ordinalModifierProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || ctx.roles[i] !== undefined || mentionAt(ctx, i)) continue;
    const joined = t.text.indexOf('-');
    const ordinal = joined > 0 ? t.text.slice(0, joined) : t.text;
    const place = PLACE_ORDINALS.get(ordinal);
    if (place === undefined) continue;
    const word = joined > 0 ? t.text.slice(joined + 1) : tokens[i + 1]?.text ?? '';
    const end = joined > 0 ? i + 1 : i + 2;
    if (TIME_UNITS.has(word) || KIND_FIELD_WORDS.has(word) || !isContentWord(ctx, end) || (joined < 0 && (ctx.roles[i + 1] !== undefined || mentionAt(ctx, i + 1)?.to !== end))) continue;
    const field = joined > 0 ? onlyLeafEndingIn(ctx.index, word) : mentionAt(ctx, i + 1)!.entry;
    if (!field || field.children.length || isIdField(field)) continue;
    proposals.push({ field: field.name, value: place, span: [i, end], confidence: 0.6, rule: 'filters.ordinal-modifier' });
  }
  return proposals;
}
