import { blockOwners } from './listed-order.ts';

/**
 * (rule: pointed-blocks-in-pointer-order) A flat list naming every field once, after the document key listed once,
 * writes each collection's fields as one block that opens with the collection's own key, unless a block before it
 * listed that key already as a pointer: then the block opens with its next field, a pointer of its own or a plain
 * value ("lesson_id, tutor_id, pupil_id, …, subject | rate_eur, full_name, … | nickname, school, …"). Such keyless
 * blocks follow in the order their collections were first pointed at: a record lists the keys it points with in the
 * order the pointed-at records' fields come.
 *
 * Read here: the list opens with a key naming a collection, whose block it begins. Later blocks begin at
 * - a key naming a collection whose own key was not listed before (a role's key, "checking_warden_id", lists none and
 *   never opens a block), after a plain value, past the pointers that follow a block's first field and not opening a
 *   row of keys naming others: followed by the record's name it begins its own collection's block; else, when some
 *   collection pointed at still has no block, that collection's block (opened by a pointer); else it only points;
 * - a record's name ("title", "company_name", a person's name) past a block's first RECORD_OWN_FIELDS fields, no
 *   person's name before it in the block unless a nested field ends the record before it, and, for a title naming no
 *   collection, no person's name within PERSON_AHEAD fields after it (that name opens the block): the collection it
 *   names, else the first one pointed at that has no block yet (its own key listed right before it goes with it).
 * The reading stands only when every block finds a collection of its own, every plain value naming a collection stands
 * in that collection's block, and every collection the reading given found fields for keeps a block; `given` otherwise.
 */

/** Most fields after a block's first field where a key still points from that block's record. */
const POINTER_REACH = 2;
/** Fields of a record's own listed before a record's name may begin another block. */
const RECORD_OWN_FIELDS = 4;
/** Most fields after a title naming no collection where a person's name still opens the next block instead. */
const PERSON_AHEAD = 2;
/** Fewest collections for blocks to be read in pointer order. */
const MIN_BLOCKS = 3;

/** What pointedBlockOwners reads of each top-level field, by position in the list. */
export interface PointedFields<T> {
  readonly roots: readonly T[];
  /** the collection a plain field's own name names, else null (an embedded field: null) */
  readonly names: readonly (string | null)[];
  /** whether a field is a key ("_id", "serial_no", "order_ref") */
  readonly isKey: readonly boolean[];
  /** whether a key puts a role before the collection it names ("ordering_provider_id"): a pointer wherever it stands */
  readonly roleKey: readonly boolean[];
  /** whether a field is embedded (it has fields inside it): a key after one ends no block (see ownership-pointer-leaves-fields) */
  readonly embedded: readonly boolean[];
  /** whether a plain field is what a record is called: its name or title, or a person's name */
  readonly calls: readonly boolean[];
  /** whether a plain field is a person's name */
  readonly person: readonly boolean[];
  /** whether a plain field holds a person's whole name ("full_name") */
  readonly fullName: readonly boolean[];
  /** the first field of the records' own: 1 after the document key listed once first (none listed there: no blocks read) */
  readonly first: number;
}

/** Owners of the top-level fields read as blocks in pointer order (see above); `given` when the list does not bear it out. */
export function pointedBlockOwners<T>(fields: PointedFields<T>, collections: readonly string[], given: Map<T, string>): Map<T, string> {
  const { roots, names, isKey, roleKey, embedded, calls, person, fullName, first } = fields;
  if (new Set(collections).size < MIN_BLOCKS || first < 1 || !isKey[first] || !names[first]) return given;
  const starts = [first];
  const owners = [names[first]!];
  const pointed: string[] = [names[first]!];
  // collections whose own key was listed (a role's key, "checking_warden_id", lists none)
  const keyed = new Set(pointed);
  const waiting = () => pointed.find((c) => !owners.includes(c));
  // a title naming no collection with a person's name just after it ("topic_title, paid, full_name") is still the
  // record's own: the person's name opens the next block
  const personAhead = (k: number) => {
    if (person[k] || fullName[k] || names[k]) return false;
    for (let j = k + 1; j <= k + PERSON_AHEAD && j < roots.length; j++) if (person[j] || fullName[j]) return true;
    return false;
  };
  // a person's name listed since the current block began
  let personSeen = person[first]!;
  for (let k = first + 1; k < roots.length; k++) {
    const named = names[k];
    const from = starts.at(-1)!;
    let owner: string | undefined;
    if (named && isKey[k] && !roleKey[k] && !keyed.has(named) && !isKey[k - 1] && !embedded[k - 1] && !(isKey[k + 1] && names[k + 1] !== named) && k - from > POINTER_REACH) {
      owner = calls[k + 1] ? named : waiting();
    } else if (calls[k] && k - from >= RECORD_OWN_FIELDS && (embedded[k - 1] || !personSeen) && !personAhead(k)) {
      owner = named && !owners.includes(named) ? named : waiting();
      if (!owner) return given;
    }
    if (named && !pointed.includes(named)) pointed.push(named);
    if (named && isKey[k] && !roleKey[k]) keyed.add(named);
    if (!owner) {
      personSeen ||= person[k]!;
      continue;
    }
    if (owners.includes(owner)) return given;
    // (a name's block takes in its own key listed right before it, "feed_id, feed_name")
    starts.push(k - 1 > from && isKey[k - 1] && names[k - 1] === owner ? k - 1 : k);
    owners.push(owner);
    personSeen = person[k]!;
  }
  if (starts.length < MIN_BLOCKS) return given;
  // (no collection left without fields that the reading given had found fields for)
  const found = new Set(given.values());
  if (collections.some((c) => found.has(c) && !owners.includes(c))) return given;
  const read = blockOwners(roots, first, starts, owners);
  // a plain value naming a collection is that collection's own
  if (names.some((c, k) => c && !isKey[k] && read.get(roots[k]!) !== c)) return given;
  return read;
}
