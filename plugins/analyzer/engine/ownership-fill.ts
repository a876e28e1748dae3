import { type FieldEntry, type FieldIndex } from './field-index.ts';
import { FIRST_NAME_WORDS, IDENTIFIER_ENDINGS } from './lexicon/words.ts';
import { collectionKey, DOCUMENT_KEY, isEmbedded, isOwnName, nameWords, namesCollection, namesPeople, rootsOf, spreadFromRoots, type FieldOwners } from './ownership.ts';

/**
 * A second look at the owners read from the list (ownership.ts) when some collection got no field at all. Callers that
 * list every field name once leave a collection's key with the first block that lists it (a pointer there), so the
 * collection's own block begins with no key and the list reading runs it into the block before, or leaves it unowned
 * ("memberId, firstName, …, homeStudioId, tier, name, city, wallCount, classType, classDate, seatNo" under members,
 * studios and classBookings: the studios' key was never listed). Such a block still opens with one of two things,
 * read here only to give it to a collection with no field:
 * - a field whose first word is the first word of that collection's name, or opens it ("leaveType" for leaveRequests,
 *   "payPeriodStart" for payroll, "eventType" for events), no other collection's, and no key or reference
 *   (rule: fill-by-name-opening);
 * - what a record is called: its own name or a person's first name (rule: fill-at-record-name); a person's name goes
 *   to the one collection of people with no field, another name to the one collection left with none, and either
 *   only when some field points at that collection (one the caller sent no field of at all takes none).
 * A cue counts only past a run's first RUN_BEFORE_CUE fields (a record's own come first); an opening in a run no
 * collection has counts wherever it stands. A block ends at the next cue or where the run it began in ends, taking
 * the unowned fields right after it. A run keeps its fields otherwise; nothing is moved when every collection has a
 * field. (An unowned run is not given whole to the one collection left without fields: the records a list's first
 * fields describe are often asked about through their embedded ones elsewhere.)
 */
export function fillEmptyCollections(index: FieldIndex, collections: readonly string[], owners: FieldOwners): FieldOwners {
  const listed = [...new Set(collections)];
  if (listed.length < 2) return owners;
  const rootOf = rootsOf(index);
  const roots = index.entries.filter((e) => rootOf[e.order] === e && e.name !== DOCUMENT_KEY);
  const ownerOfRoot = roots.map((root) => owners.ownerOf.get(root) ?? null);
  const owning = new Set(ownerOfRoot);
  const empty = new Set(listed.filter((c) => !owning.has(c)));
  if (!empty.size) return owners;
  const blocks = cuedBlocks(roots, ownerOfRoot, listed, empty);
  const given = new Map<number, string>();
  const give = (block: Block, collection: string) => {
    if (!empty.has(collection)) return;
    empty.delete(collection);
    given.set(block.from, collection);
  };
  for (const block of blocks) if (block.cue === 'opening') give(block, block.named!);
  // (a name goes only to a collection some field points at: one whose key was listed, not one the caller sent no
  // field of at all)
  const pointedAt = (c: string) => roots.some((root) => namesCollection(root, c));
  for (const block of blocks) {
    if (block.cue !== 'name' || given.has(block.from)) continue;
    const people = [...empty].filter(namesPeople);
    const person = isFirstName(roots[block.from]!);
    const taker = person ? (people.length === 1 ? people[0] : undefined) : empty.size === 1 ? [...empty][0] : undefined;
    if (taker && pointedAt(taker)) give(block, taker);
  }
  if (!given.size) return owners;
  const movedTo = new Map<FieldEntry, string>();
  for (const block of blocks) {
    const owner = given.get(block.from);
    if (owner) for (const root of roots.slice(block.from, block.to)) movedTo.set(root, owner);
  }
  const ownerOf = new Map(owners.ownerOf);
  spreadFromRoots(index, rootOf, movedTo, ownerOf);
  return { ownerOf, naming: owners.naming };
}

interface Block {
  readonly from: number;
  readonly to: number;
  readonly cue: 'opening' | 'name';
  /** the collection with no field an opening names */
  readonly named?: string;
}

/** Fewest fields of a run before a cue that may begin another block in it: a record's own come first. */
const RUN_BEFORE_CUE = 4;

/** Blocks of fields that begin at a cue inside a run and end at the next cue or where the run ends (unowned fields after it go with it). */
function cuedBlocks(roots: readonly FieldEntry[], ownerOfRoot: readonly (string | null)[], listed: readonly string[], empty: ReadonlySet<string>): Block[] {
  const blocks: Block[] = [];
  let openings: Openings | undefined;
  let runFrom = 0;
  let open: Omit<Block, 'to'> | null = null;
  const close = (to: number) => {
    if (open) blocks.push({ ...open, to });
    open = null;
  };
  roots.forEach((root, k) => {
    // (a block runs on into fields no one owns, "…, classType, classDate" then unowned "seatNo, attended")
    if (k > 0 && ownerOfRoot[k] !== ownerOfRoot[k - 1]) {
      if (ownerOfRoot[k] !== null || !open) close(k);
      runFrom = k;
    }
    const pastOwn = k - runFrom >= RUN_BEFORE_CUE;
    // (in a run no collection has there is no record's own to pass before a field naming one)
    const named = pastOwn || ownerOfRoot[k] === null ? openingNamed(root, listed, () => (openings ??= openingsOf(listed)), empty) : undefined;
    // (fields opening alike, "payPeriodStart, payDate", continue the block the first began)
    if (named && open?.named === named) return;
    if (named || (pastOwn && beginsRecordName(root))) {
      close(k);
      open = named ? { from: k, cue: 'opening', named } : { from: k, cue: 'name' };
    }
  });
  close(roots.length);
  return blocks;
}

/** What a field's first word may open: collections by their name's first word (of two or more), and keys sorted. */
interface Openings {
  readonly byFirstWord: ReadonlyMap<string, readonly string[]>;
  /** [key, collection] sorted by key, so the keys a word opens stand together */
  readonly keys: ReadonlyArray<readonly [string, string]>;
}

function openingsOf(listed: readonly string[]): Openings {
  const byFirstWord = new Map<string, string[]>();
  for (const c of listed) {
    const words = nameWords(c);
    if (words.length < 2) continue;
    const opened = byFirstWord.get(words[0]!);
    if (opened) opened.push(c);
    else byFirstWord.set(words[0]!, [c]);
  }
  const keys = listed.map((c) => [collectionKey(c), c] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { byFirstWord, keys };
}

/**
 * The one collection a word opens (see Openings), undefined when it opens none or several: a word of three letters or
 * more opens every key it begins. Asked of most fields of a schema whose runs no collection owns, so the collections are
 * counted as they are met, with no set built per field.
 */
function soleCollectionOpenedBy(word: string, { byFirstWord, keys }: Openings): string | undefined {
  let sole: string | undefined;
  let several = false;
  const meet = (c: string) => {
    if (sole === undefined) sole = c;
    else if (c !== sole) several = true;
  };
  for (const c of byFirstWord.get(word) ?? []) meet(c);
  if (word.length >= 3) {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (keys[mid]![0] < word) low = mid + 1;
      else high = mid;
    }
    for (let k = low; k < keys.length && !several && keys[k]![0].startsWith(word); k++) meet(keys[k]![1]);
  }
  return several ? undefined : sole;
}

/** The collection with no field whose name's first word this plain field opens with, or that its first word opens. */
function openingNamed(root: FieldEntry, listed: readonly string[], openings: () => Openings, empty: ReadonlySet<string>): string | undefined {
  // (a key or reference, "donorRef", "customer_id", points at the collection it names from another's block)
  if (isEmbedded(root) || root.canonWords.length < 2 || IDENTIFIER_ENDINGS.has(root.canonWords.at(-1)!)) return undefined;
  const opened = soleCollectionOpenedBy(root.canonWords[0]!, openings());
  if (opened === undefined || !empty.has(opened)) return undefined;
  // (a field that spells another collection's whole name is that collection's, or points at it)
  return listed.some((c) => c !== opened && namesCollection(root, c)) ? undefined : opened;
}

const FIRST_NAMES: ReadonlySet<string> = new Set(FIRST_NAME_WORDS.map((words) => words.join('')));
const isFirstName = (entry: FieldEntry): boolean => entry.canonWords.length <= 2 && FIRST_NAMES.has(entry.canonWords.join(''));

/** A record's own name ("name", "title") or a person's first name. */
function beginsRecordName(root: FieldEntry): boolean {
  if (isEmbedded(root)) return false;
  return isOwnName(root) || isFirstName(root);
}
