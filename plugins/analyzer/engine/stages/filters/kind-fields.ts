import type { FieldEntry, FieldIndex } from '../../field-index.ts';
import { KIND_FIELD_SHORTENINGS, KIND_FIELD_TAILS, KIND_FIELD_WORDS } from '../../lexicon/words.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { ownedBy } from './owned-fields.ts';

/** Field-name words after the kind word that still name the kind (`pass_type_code`, `cabin_category_name`, `plan_type_cd`). */
export const KIND_TAILS: ReadonlySet<string> = new Set([...KIND_FIELD_TAILS].map(canonWord));

/** The kind words as field names are stored: canonical ("category" → its singular stem), and shortened (`task_typ`). */
export const KIND_CANON: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS, ...KIND_FIELD_SHORTENINGS].map(canonWord));

/** The words of a field's own name that say what it holds, a kind's name or code trimmed off (`pass_type_code` → pass, type). */
export function kindWords(entry: FieldEntry): readonly string[] {
  const words = entry.ownWords;
  let end = words.length;
  while (end > 0 && KIND_TAILS.has(words[end - 1])) end--;
  return words.slice(0, end);
}

/** The leaf fields whose kind words end in one of `endings`, shallowest first. */
export const leavesWithKindWordIn = (index: FieldIndex, endings: ReadonlySet<string>): readonly FieldEntry[] =>
  index.entries.filter((e) => !e.children.length && endings.has(kindWords(e).at(-1) ?? '')).sort((a, b) => a.depth - b.depth || a.order - b.order);

/** Every leaf field holding a kind (`tentType`, `Permit_Type_Code`, a `Type` under `Lodge`), shallowest first. */
export const everyKindField = perSchema((index: FieldIndex): readonly FieldEntry[] => leavesWithKindWordIn(index, KIND_CANON));

/** Leaf fields holding a thing's kind, by the thing's word: `tentType` → tent, `Permit_Type_Code` → permit, `bikes.kind` → bike. Shallowest first. */
export const kindFields = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byThing = new Map<string, FieldEntry>();
  for (const entry of everyKindField(index)) {
    const words = kindWords(entry);
    const end = words.length;
    // `bikes.kind`: a leaf named just for the kind keeps the kind of the records it sits in
    const thing = end >= 2 ? words[end - 2] : entry.parent?.canonWords[entry.parent.canonWords.length - 1];
    if (!thing) continue;
    if (!byThing.has(thing)) byThing.set(thing, entry);
  }
  return byThing;
});

/** The field holding the kind of the things a word names ("tents" → `tentType`), if the schema keeps one. */
export const ownKindField = (index: FieldIndex, word: string): FieldEntry | null => ownedBy(index, kindFields(index), word);
