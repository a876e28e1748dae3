import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { ownWords } from '../../field-index.ts';
import { ACTION_EN_PARTICIPLES, DISTINCTNESS_WORDS, DIVERSITY_WORDS, IDENTIFIER_ENDINGS, IRREGULAR_PARTICIPLES, KIND_FIELD_WORDS, NEGATIONS, STOP_WORDS, SUPERLATIVES } from '../../lexicon/words.ts';
import { collectionMentionAt, mentionAt } from '../../mentions.ts';
import { canonWord, PARTICIPLE_FORM } from '../../text.ts';
import { ownedBy } from './owned-fields.ts';
import { perSchema } from '../../schema-memo.ts';
import type { FilterProposal } from './proposal.ts';
import { CONNECTORS, listValue, negatedAt } from './shared.ts';
import { JOINT_HOLDING_WORDS, JOINT_SECOND } from '../../lexicon/function-words.ts';

/** Field-name words after the kind word that still name the kind (`pass_type_code`, `cabin_category_name`). */
const KIND_TAILS: ReadonlySet<string> = new Set(['code', 'name']);
/** The kind words as field names are stored: canonical ("category" → its singular stem). */
const KIND_CANON: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS].map(canonWord));

/**
 * Words that open a noun phrase naming one kind of thing ("a dome tent", "with sauna facilities", "how many prepaid passes"):
 * after "the" or a verb the word before the noun is more often a quantifier or the verb's object ("the distinct card").
 */
const KIND_LEADS: ReadonlySet<string> = new Set(['a', 'an', 'with', 'either', 'many', 'have', 'has', 'having', 'featuring']);

/** Kinds read back from one noun at most: the walk back stays short however long a list of words runs. */
const MAX_KINDS = 6;

/** Leaf fields holding a thing's kind, by the thing's word: `tentType` → tent, `Permit_Type_Code` → permit, `bikes.kind` → bike. Shallowest first. */
const kindFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byThing = new Map<string, FieldEntry>();
  for (const entry of [...index.entries].sort((a, b) => a.depth - b.depth || a.order - b.order)) {
    if (entry.children.length) continue;
    const words = ownWords(entry);
    let end = words.length;
    while (end > 0 && KIND_TAILS.has(words[end - 1])) end--;
    if (end < 1 || !KIND_CANON.has(words[end - 1])) continue;
    // `bikes.kind`: a leaf named just for the kind keeps the kind of the records it sits in
    const thing = end >= 2 ? words[end - 2] : entry.parent?.canonWords[entry.parent.canonWords.length - 1];
    if (!thing) continue;
    if (!byThing.has(thing)) byThing.set(thing, entry);
  }
  return byThing;
});

/** A plain word no stage has read, which may name a kind: not a function word, a field, a number or a participle. */
function isFreeModifier(ctx: EngineContext, i: number): boolean {
  const t = ctx.tokens[i];
  return !!t && t.kind === 'word' && /^\p{L}+$/u.test(t.raw) && ctx.roles[i] === undefined && !STOP_WORDS.has(t.text)
    && !NEGATIONS.has(t.text) && !SUPERLATIVES.has(t.text) && !DIVERSITY_WORDS.has(t.text) && !DISTINCTNESS_WORDS.has(t.text) && !PARTICIPLE_FORM.test(t.text)
    && !IRREGULAR_PARTICIPLES.has(t.text) && !ACTION_EN_PARTICIPLES.has(t.text) && !mentionAt(ctx, i) && !namesCollection(ctx, i);
}

/** A word of a collection's name; "prepaid" in "prepaid passes" matched as `Visitor_Passes` only rides along with the noun. */
function namesCollection(ctx: EngineContext, i: number): boolean {
  const named = collectionMentionAt(ctx, i);
  return !!named && named.collection.toLowerCase().includes(ctx.tokens[i].text);
}

/** "card types", "participant ids", "the card's type": the noun heads a longer name of a field, not a thing described. */
function namesMore(ctx: EngineContext, head: number): boolean {
  const next = ctx.tokens[head + 1];
  if (next && (KIND_CANON.has(next.canon) || KIND_TAILS.has(next.canon) || IDENTIFIER_ENDINGS.has(next.canon) || next.text === "'s")) return true;
  return ctx.mentions.some((m) => m.from <= head && m.to > head && m.to - m.from > 1);
}

/**
 * "pitches with a dome tent", "prepaid passes", "dome or tunnel tents": a plain word right before a noun whose kind the schema
 * keeps in a field of its own (`tentType`, `pass_type_code`) is that kind.
 */
export function kindModifierProposals(ctx: EngineContext): FilterProposal[] {
  const { tokens } = ctx;
  const fields = kindFields(ctx.index);
  if (!fields.size) return [];
  const proposals: FilterProposal[] = [];
  let joint = false;
  for (let head = 1; head < tokens.length; head++) {
    if (tokens[head].kind !== 'word' || ctx.roles[head] !== undefined || !isFreeModifier(ctx, head - 1) || namesMore(ctx, head)) continue;
    const field = ownedBy(ctx.index, fields, tokens[head].canon);
    if (!field) continue;
    let first = head - 1;
    const values = [tokens[first].raw];
    while (values.length < MAX_KINDS && CONNECTORS.has(tokens[first - 1]?.text ?? '') && isFreeModifier(ctx, first - 2)) {
      first -= 2;
      values.unshift(tokens[first].raw);
    }
    if (!KIND_LEADS.has(tokens[first - 1]?.text ?? '')) continue;
    // "both a dome tent and a tunnel tent": the records hold two kinds at once, which no one value of the field says
    const before = tokens[first - 2]?.text ?? '';
    if (JOINT_HOLDING_WORDS.has(before)) {
      joint = true;
      continue;
    }
    if (joint && before === JOINT_SECOND) continue;
    joint = false;
    proposals.push({
      field: field.name, value: listValue(values, negatedAt(ctx, first)), span: [first, head + 1], claims: [[first, head]],
      confidence: 0.6, rule: 'filters.kind-modifier',
    });
  }
  return proposals;
}
