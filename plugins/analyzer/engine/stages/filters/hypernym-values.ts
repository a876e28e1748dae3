import type { EngineContext } from '../../context.ts';
import { type FieldEntry, type FieldIndex } from '../../field-index.ts';
import { CLASS_CODE_WIDTH, CLASS_CODES, CLASSED_NOUNS, NOUN_CLASSES } from '../../lexicon/hypernyms.ts';
import { PART_ENDS, PLACE_LEADS, VALUE_OBJECT_PREPOSITIONS } from '../../lexicon/function-words.ts';
import { KIND_FIELD_WORDS } from '../../lexicon/grouping.ts';
import { ARTICLES, BE_FORMS, NEGATIONS, RELATIVE_PRONOUNS } from '../../lexicon/words.ts';
import { collectionMentionAt } from '../../mentions.ts';
import { perSchema } from '../../schema-memo.ts';
import { canonWord } from '../../text.ts';
import { isSchemaWord, isTextLeaf } from './field-resolver.ts';
import { isFreeNoun } from './parts.ts';
import type { FilterProposal } from './proposal.ts';
import { endsClause, listValue, negatedAt, nounForms, startsUpperCase } from './shared.ts';
import { addToList } from '../../multimap.ts';

/** How many classes up from a word its class may name a field: further up the classes are too general to say whose value it is. */
const CLASS_DEPTH = 4;

/**
 * The generated tables: split once at start-up (two splits, no map of 35,000 words to build); a class's line is read
 * when a walk first reaches it.
 */
const CLASS_LINES = NOUN_CLASSES.split('\n');
const NOUNS = CLASSED_NOUNS.split(' ');
/** A class as read from its line: its names as written (for the evidence) and as field words are compared. */
interface NounClass {
  readonly names: readonly string[];
  readonly canonNames: readonly string[];
  readonly parents: readonly number[];
}
const classes: NounClass[] = [];

function classAt(id: number): NounClass {
  let found = classes[id];
  if (!found) {
    const [line, parents] = CLASS_LINES[id]!.split('|');
    const names = line ? line.split(' ') : [];
    found = { names, canonNames: names.map(canonWord), parents: parents ? parents.split(',').map(Number) : [] };
    classes[id] = found;
  }
  return found;
}

/** The class of a word as WordNet writes it, by binary search of the sorted words; -1 when it has none. */
function classOf(word: string): number {
  let low = 0;
  let high = NOUNS.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const noun = NOUNS[mid]!;
    if (noun === word) return parseInt(CLASS_CODES.slice(mid * CLASS_CODE_WIDTH, (mid + 1) * CLASS_CODE_WIDTH), 36);
    if (noun < word) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * The classes above a word's class, nearest first, up to CLASS_DEPTH levels, each once, until `visit` answers true. A
 * word under several classes has a nameless class joining them: the walk starts at those.
 */
function walkClasses(start: number, visit: (found: NounClass) => boolean): void {
  const first = classAt(start);
  let level: readonly number[] = first.names.length ? [start] : first.parents;
  const seen = new Set<number>();
  for (let depth = 0; depth < CLASS_DEPTH && level.length; depth++) {
    const next: number[] = [];
    for (const id of level) {
      if (seen.has(id)) continue;
      seen.add(id);
      const found = classAt(id);
      if (visit(found)) return;
      next.push(...found.parents);
    }
    level = next;
  }
}

/** Whether `className` names one of the classes above a word as WordNet writes it ("cardiologist" → specialist). */
export function isUnderClass(word: string, className: string): boolean {
  const start = classOf(word);
  let under = false;
  if (start >= 0) walkClasses(start, (found) => (under = found.names.includes(className)));
  return under;
}

/** A word WordNet writes as given (in lower case, a common noun: "turkey", "china"). */
export const isClassedNoun = (word: string): boolean => classOf(word) >= 0;

/**
 * Per schema: canonical head word → the leaf text fields it names (not ids, amounts, counts or dates): the last own
 * word, and the one before a kind word (`sport_type`, `music_genre`: their values are sports and music); not before a
 * name word (`artist_name` keeps names, not kinds of artist).
 */
const textFieldsByHead = perSchema((index: FieldIndex): ReadonlyMap<string, readonly FieldEntry[]> => {
  const byWord = new Map<string, FieldEntry[]>();
  for (const entry of index.entries) {
    if (!isTextLeaf(entry)) continue;
    const own = entry.ownWords;
    const heads = own.length > 1 && KIND_FIELD_WORDS.has(own[own.length - 1]!) ? own.slice(-2) : own.slice(-1);
    for (const head of heads) addToList(byWord, head, entry);
  }
  return byWord;
});

/** Where a value stands: the word naming the records and their collection when it stands right before them, else ''. */
interface ValueSlot {
  readonly records: string;
  readonly collection?: string;
}

/**
 * The one text field a word's classes name, with the class that names it; null when none or several do, or when a
 * class is what the records themselves are called ("the reggae genre" is a genre by name, not a genre field's value).
 */
function fieldOfClasses(ctx: EngineContext, start: number, slot: ValueSlot): { field: FieldEntry; name: string } | null {
  const byWord = textFieldsByHead(ctx.index);
  // a value said right before the records is one of theirs: a field known to be another collection's is none
  const ours = (field: FieldEntry): boolean => !slot.collection || (ctx.owners.ownerOf.get(field) ?? slot.collection) === slot.collection;
  let found: { field: FieldEntry; name: string } | null = null;
  let none = false;
  walkClasses(start, ({ names, canonNames }) => {
    for (let n = 0; n < names.length; n++) {
      if (canonNames[n] === slot.records) return (none = true);
      for (const field of byWord.get(canonNames[n]!) ?? []) {
        if (!ours(field)) continue;
        if (found && found.field !== field) return (none = true);
        found = { field, name: names[n]! };
      }
    }
    return false;
  });
  return none ? null : found;
}

/** The one text field the dictionary classes of a word as written name ("Bhutan" → a country field), or null. */
export function fieldNamedByClass(ctx: EngineContext, word: string): FieldEntry | null {
  const start = classOf(word);
  return start >= 0 ? fieldOfClasses(ctx, start, { records: '' })?.field ?? null : null;
}

/**
 * Where a bare noun at `i` may be a value of the records: right before the word naming them ("silk scarves"; not after
 * "that" or "which", where it is the clause's verb: "depots that truck crates"), with the records' own word; or, ending
 * its phrase, as the object of a preposition ("lessons on the flute", "dyed in indigo"; not "in the hall", where the
 * records are), after a form of "be" ("which kites are not yellow") or as the object of a relative clause's verb
 * ("members who play chess"; not "who is the owner"), with no records word. Null elsewhere.
 */
function valueSlotAt(ctx: EngineContext, i: number): ValueSlot | null {
  const word = (k: number): string => ctx.tokens[k]?.text ?? '';
  const records = collectionMentionAt(ctx, i + 1);
  if (records?.from === i + 1) return RELATIVE_PRONOUNS.has(word(i - 1)) ? null : { records: ctx.tokens[records.to - 1]!.canon, collection: records.collection };
  if (!endsClause(ctx.tokens[i + 1]?.text) && !PART_ENDS.has(word(i + 1))) return null;
  const lead = ARTICLES.has(word(i - 1)) ? i - 2 : i - 1;
  const object = VALUE_OBJECT_PREPOSITIONS.has(word(lead)) ? !(lead < i - 1 && PLACE_LEADS.has(word(lead)))
    : BE_FORMS.has(word(i - 1)) || (NEGATIONS.has(word(i - 1)) && BE_FORMS.has(word(i - 2)))
      || (RELATIVE_PRONOUNS.has(word(lead - 1)) && !BE_FORMS.has(word(lead)));
  return object ? { records: '' } : null;
}

/**
 * "silk scarves", "red scarves", "tennis clubs", "lessons on the flute": a bare noun no field names, said where a value
 * of the records may stand (valueSlotAt), is a value of the one text field named after a class WordNet puts it in (silk
 * → fabric, red → color, tennis → sport, flute → musical instrument), read in its singular form. Only the word's most
 * frequent sense counts, so a word that mostly means something else stays prose.
 */
export function hypernymValueProposals(ctx: EngineContext): FilterProposal[] {
  const proposals: FilterProposal[] = [];
  for (let i = 0; i < ctx.tokens.length; i++) {
    const slot = isFreeNoun(ctx, i, true) ? valueSlotAt(ctx, i) : null;
    if (!slot) continue;
    const { text, raw } = ctx.tokens[i]!;
    // a capitalised word inside the question is only one the dictionary writes so ("Fridays"), not a name
    const forms = i > 0 && startsUpperCase(raw) ? nounForms(raw) : [...nounForms(text), ...nounForms(raw)];
    // the first form the dictionary classes, and its class, looked up once
    let word: string | undefined;
    let start = -1;
    for (const form of forms) {
      start = classOf(form);
      if (start >= 0) {
        word = form;
        break;
      }
    }
    if (!word || isSchemaWord(ctx.index, canonWord(text))) continue;
    const named = fieldOfClasses(ctx, start, slot);
    if (!named) continue;
    proposals.push({
      field: named.field.name, value: listValue([word], negatedAt(ctx, i)), span: [i, i + 1], confidence: 0.5,
      rule: `filters.hypernym-value+${named.name}`, keep: true,
    });
  }
  return proposals;
}
