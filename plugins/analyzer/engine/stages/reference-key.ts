import type { EngineContext } from '../context.ts';
import type { FieldEntry, FieldIndex } from '../field-index.ts';
import { canonWord } from '../text.ts';
import { collectionKey } from '../ownership.ts';
import { perSchema } from '../schema-memo.ts';

/** Last words of a field that may point at another entity's record by reference (`apiary_ref`), as `apiary_id` does. */
const REFERENCE_ENDINGS: ReadonlySet<string> = new Set(['ref', 'reference'].map(canonWord));

/** Top-level leaf fields of a word and a reference ending, by that word (joined: `glaze_finish_ref` → "glazefinish"); once per schema. */
const referencesByWord = perSchema((index: FieldIndex): ReadonlyMap<string, FieldEntry> => {
  const byWord = new Map<string, FieldEntry>();
  for (const e of index.entries) {
    const words = e.canonWords;
    if (e.depth !== 1 || e.children.length || words.length < 2 || !REFERENCE_ENDINGS.has(words[words.length - 1]!)) continue;
    const spelt = words.slice(0, -1).join('');
    if (!byWord.has(spelt)) byWord.set(spelt, e);
  }
  return byWord;
});

/**
 * The reference other records keep to a collection's records (`apiary_ref` kept by hives, for apiaries): a key of that
 * collection as a link is. Only when the field belongs to another collection: one the named collection keeps is its
 * own key (`regatta_ref` in regattas), and one of unknown owner may be either.
 */
export function referenceKeyFor(ctx: EngineContext, collection: string): FieldEntry | null {
  const ref = referencesByWord(ctx.index).get(collectionKey(collection));
  const owner = ref && ctx.owners.ownerOf.get(ref);
  return owner && owner !== collection ? ref : null;
}
