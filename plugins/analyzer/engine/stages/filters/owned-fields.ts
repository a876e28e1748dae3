import type { EngineContext } from '../../context.ts';
import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { STOP_WORDS } from '../../lexicon/words.ts';
import { collectionMentionAt } from '../../mentions.ts';
import { fieldWordsNamedBy } from './field-resolver.ts';

/** Field-name endings that hold an identifier or a code, and those that hold a thing's own name. */
export const IDENTIFIER_ENDINGS: ReadonlySet<string> = new Set(['id', 'uuid', 'key', 'pk', 'code', 'number', 'no', 'num', 'ref', 'sku', 'mrn']);
export const NAME_ENDINGS: ReadonlySet<string> = new Set(['name', 'title']);

const memo = new WeakMap<FieldIndex, Map<ReadonlySet<string>, Map<string, FieldEntry>>>();

/**
 * Leaf fields with one of `endings`, by the entity word they belong to, shallowest first: with identifier endings
 * `patient_id` → patient, `encounters.encounter_id` and `encounters.id` → encounter; with name endings `ClubName` →
 * club, `event.Name` → event. Built once per schema and set of endings.
 */
export function ownedFields(index: FieldIndex, endings: ReadonlySet<string>): ReadonlyMap<string, FieldEntry> {
  let perSchema = memo.get(index);
  if (!perSchema) memo.set(index, (perSchema = new Map()));
  let byOwner = perSchema.get(endings);
  if (byOwner) return byOwner;
  byOwner = new Map();
  const leaves = index.entries.filter((e) => !e.children.length && endings.has(e.canonWords[e.canonWords.length - 1]));
  for (const entry of [...leaves].sort((a, b) => a.depth - b.depth || a.order - b.order)) {
    const words = entry.canonWords;
    const owner = words.length > 1 ? words[words.length - 2] : entry.parent?.canonWords[entry.parent.canonWords.length - 1];
    if (owner && !byOwner.has(owner)) byOwner.set(owner, entry);
  }
  perSchema.set(endings, byOwner);
  return byOwner;
}

/** Words between an entity noun and its name ("the event named 'X'", "the paper called 'X'"). */
const NAMING_WORDS = new Set(['named', 'called', 'titled']);

/**
 * "the club 'Tennis Club'", "the event named 'World Junior'", "the 'chervil' product": a value right next to an entity
 * noun is that entity's name, when the schema has a name field for it (`ClubName`, `event.Name`).
 */
export function entityNameAround(ctx: EngineContext, from: number, to: number): FieldEntry | null {
  let before = from - 1;
  if (NAMING_WORDS.has(ctx.tokens[before]?.text ?? '')) before--;
  const noun = ctx.tokens[before];
  const after = ctx.tokens[to + 1];
  // "the 'Herbs' product category": the noun after is the head of a longer name, not the entity
  const next = ctx.tokens[to + 2];
  const compound = next?.kind === 'word' && !STOP_WORDS.has(next.text);
  return (noun?.kind === 'word' ? entityNameAt(ctx, before) : null) ?? (after?.kind === 'word' && !compound ? entityNameAt(ctx, to + 1) : null);
}

/** The name field of the entity the word at token `i` names: its own (`ClubName`), its collection's, or by its initial (`GName`). */
export function entityNameAt(ctx: EngineContext, i: number): FieldEntry | null {
  const names = ownedFields(ctx.index, NAME_ENDINGS);
  return ownedBy(ctx.index, names, ctx.tokens[i].canon) ?? collectionNameField(ctx, i) ?? nameByInitial(ctx, names, i);
}

/** "the game 'X'" where games keep `GName`: a schema that shortens the collection's word to its initial. */
function nameByInitial(ctx: EngineContext, names: ReadonlyMap<string, FieldEntry>, i: number): FieldEntry | null {
  const word = ctx.tokens[i].canon;
  return word.length > 2 && collectionMentionAt(ctx, i) ? names.get(word[0]) ?? null : null;
}

/**
 * "the artist 'AC/DC'" where artists keep a plain `Name`: the name field of the collection the word at token `i`
 * names, a top-level field called just name or title that lives in that collection.
 */
function collectionNameField(ctx: EngineContext, i: number): FieldEntry | null {
  const named = collectionMentionAt(ctx, i);
  if (!named) return null;
  return ctx.index.entries.find((e) => e.depth === 1 && e.canonWords.length === 1 && NAME_ENDINGS.has(e.canonWords[0])
    && ctx.owners.ownerOf.get(e) === named.collection) ?? null;
}

/** The field owned by the entity a word names, as written or as the schema abbreviates it ("department" → `dept_name`). */
export function ownedBy(index: FieldIndex, owned: ReadonlyMap<string, FieldEntry>, word: string): FieldEntry | null {
  const exact = owned.get(word);
  if (exact) return exact;
  for (const fieldWord of fieldWordsNamedBy(index, word)) {
    const entry = owned.get(fieldWord);
    if (entry) return entry;
  }
  return null;
}

/**
 * The name field beside `entry` (`Founder` → `Name`): a sibling called just name or title, else the only sibling
 * ending in one; none when that is `entry` itself.
 */
export function siblingNameField(ctx: EngineContext, entry: FieldEntry): FieldEntry | null {
  const owner = ctx.owners.ownerOf.get(entry);
  const siblings = ctx.index.entries.filter((e) => e !== entry && !e.children.length && e.parent === entry.parent
    && ctx.owners.ownerOf.get(e) === owner && NAME_ENDINGS.has(e.canonWords[e.canonWords.length - 1]));
  return siblings.find((e) => e.canonWords.length === 1) ?? (siblings.length === 1 ? siblings[0] : null);
}
