import type { EngineContext } from '../context.ts';
import type { FieldEntry, FieldIndex } from '../field-index.ts';
import { perSchema } from '../schema-memo.ts';
import { KIND_FIELD_WORDS, KIND_WORDS } from '../lexicon/grouping.ts';
import { STOP_WORDS } from '../lexicon/words.ts';
import { collectionMentionAt, mentionAt, mentionStartingAt } from '../mentions.ts';

/** Shortest field word read as an abbreviation of a question word ("apt" for apartment). */
const ABBREVIATION_MIN = 3;
/** Words ending fields that describe a kind rather than key it ("type_description"). */
const DESCRIPTIVE = new Set(['description', 'detail', 'name', 'text', 'note', 'comment']);

export const isKindNoun = (word: string): boolean => KIND_WORDS.has(word);

/** The kind fields of a schema, read once per field index. */
const kindFields = perSchema((index: FieldIndex): readonly FieldEntry[] => index.entries.filter((e) => !e.children.length
  && e.canonWords.some((w) => KIND_FIELD_WORDS.has(w)) && !DESCRIPTIVE.has(e.canonWords[e.canonWords.length - 1]!)));

/** Whether a field's words name a question word: the word itself, or an abbreviation of it ("apt", "dept"). */
const namesWord = (entry: FieldEntry, word: string): boolean =>
  entry.canonWords.some((w) => w === word || (w.length >= ABBREVIATION_MIN && w.length < word.length && word.startsWith(w)));

/** Question words qualifying the kind noun at `at`: the two words before it, and the thing after "of". */
function qualifiers(ctx: EngineContext, at: number): number[] {
  const { tokens } = ctx;
  const out: number[] = [];
  for (let k = at - 1; k >= 0 && k >= at - 2; k--) {
    if (tokens[k]!.kind !== 'word' || STOP_WORDS.has(tokens[k]!.text)) break;
    out.push(k);
  }
  if (tokens[at + 1]?.text === 'of') {
    for (let k = at + 2; k < tokens.length && k <= at + 4; k++) {
      if (tokens[k]!.text === 'the') continue;
      if (tokens[k]!.kind !== 'word' || STOP_WORDS.has(tokens[k]!.text)) break;
      out.push(k);
    }
  }
  return out;
}

/**
 * "each type", "card types", "the type of apartment": the field holding a record's kind. A field named after "of" is
 * that field ("each kind of decor"); else, among the schema's kind fields, the one whose name (or owning collection)
 * the words around the noun name; with no word around it, the one kind field of a collection the question names,
 * else the schema's only kind field (or the only one carrying the noun's word). Null when none is clear.
 */
export function kindFieldAt(ctx: EngineContext, at: number): { entry: FieldEntry; to: number } | null {
  const noun = ctx.tokens[at];
  if (!noun || !isKindNoun(noun.text)) return null;
  // "each type of decor": the kind of a field the question names is that field
  const of = ctx.tokens[at + 1]?.text === 'of' ? (ctx.tokens[at + 2]?.text === 'the' ? at + 3 : at + 2) : -1;
  const ofField = of > 0 ? mentionStartingAt(ctx, of) : undefined;
  if (ofField && !ofField.entry.children.length && !collectionMentionAt(ctx, of)) return { entry: ofField.entry, to: ofField.to };
  const candidates = kindFields(ctx.index);
  if (!candidates.length) return null;
  const near = qualifiers(ctx, at);
  const to = near.length && near[near.length - 1]! > at ? near[near.length - 1]! + 1 : at + 1;
  // words named, then the noun's own kind word in the name ("category" → *_category), then the shallowest
  const rank = (entry: FieldEntry): readonly [number, number, number] => {
    let named = 0;
    for (const k of near) {
      const owner = collectionMentionAt(ctx, k);
      if (namesWord(entry, ctx.tokens[k]!.canon) || (owner && ctx.owners.ownerOf.get(entry) === owner.collection)) named++;
    }
    return [named, entry.canonWords.includes(noun.canon) ? 1 : 0, -entry.depth];
  };
  let best: FieldEntry | null = null;
  let bestRank: readonly [number, number, number] = [0, 0, 0];
  for (const entry of candidates) {
    const r = rank(entry);
    if (r[0] > bestRank[0] || (r[0] === bestRank[0] && (r[1] > bestRank[1] || (r[1] === bestRank[1] && r[2] > bestRank[2])))) {
      best = entry;
      bestRank = r;
    }
  }
  if (best && bestRank[0] >= 1) return { entry: best, to };
  // nothing around the noun says whose kind: the one kind field of a collection the question names, else the only one
  if (near.length) return null;
  const named = new Set(ctx.collectionMentions.map((m) => m.collection));
  const owned = candidates.filter((e) => named.has(ctx.owners.ownerOf.get(e) ?? ''));
  const pool = owned.length ? owned : candidates;
  // "count hulls by class" where hulls keep `hull_class` and `rig`: the one whose name carries the noun's own word
  const worded = pool.filter((e) => e.canonWords.includes(noun.canon));
  const sole = pool.length === 1 ? pool[0]! : worded.length === 1 ? worded[0]! : null;
  if (sole && !mentionAt(ctx, at)) return { entry: sole, to };
  return null;
}
