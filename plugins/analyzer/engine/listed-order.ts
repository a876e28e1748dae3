/**
 * (rule: blocks-in-listed-order) A flat list of a database's fields is often written collection by collection in the
 * order of the collections list sent with it, a field name shared by several collections listed once, under the first
 * block that has it, after the document key listed once. When the names in the list say so, the boundaries are read with that order as a constraint: one
 * contiguous block per collection, in list order.
 *
 * The order is evidenced, never assumed from the list being sorted: every collection has a field naming it inside its
 * own block, and no field naming a collection stands after that collection's block (a record lists keys pointing at
 * the records of collections listed later, "picker_id" among crates, never at ones listed before it when each
 * name is listed once). Anything else keeps the reading given.
 */

/**
 * Most fields after a block's first field where a key naming another collection still points from that block's
 * record: a record lists its own key, then the keys it points with ("crate_id, crate_label, picker_id").
 */
const POINTER_REACH = 2;
/** Fewest collections for the list order to be read as the order of the blocks. */
const MIN_ORDERED = 3;

/** What listedOrderOwners reads of each top-level field, by position in the list. */
export interface ListedFields<T> {
  readonly roots: readonly T[];
  /** the collection a field's own name names (a role before it, "senior_keeper_id", naming it too), else null */
  readonly names: readonly (string | null)[];
  /** whether a field is a key ("_id", "serial_no", "order_ref") */
  readonly isKey: readonly boolean[];
  /** the first field of the records' own: 1 after the document key listed once first (none listed there: no blocks read) */
  readonly first: number;
}

/**
 * Owners of the top-level fields read as blocks in the order of `collections`, when the names evidence that order;
 * `given` (field → owner, the reading so far) when they do not. Each block begins, after the last field naming a
 * collection listed before it, at the first field naming its own collection that is not a key pointing from the
 * record before (a key in a row of keys, or one right after that record's first field): there when it is a key, else
 * at the last key naming no collection after a plain field in that gap ("stall_no, …, trader_name"), else at that field.
 * Every collection so found after the last field naming one listed before it, and the first named in its own block,
 * is the evidence. Blocks in another order may still leave every collection found, so a list begun at a key naming
 * another collection than the first, or a collection's own key (no pointer) amid the fields of one listed before it,
 * keeps the reading given too.
 */
export function listedOrderOwners<T>(fields: ListedFields<T>, collections: readonly string[], given: Map<T, string>): Map<T, string> {
  const { roots, names, isKey, first } = fields;
  const order = [...new Set(collections)];
  if (order.length < MIN_ORDERED || first < 1) return given;
  // a list begun at a key naming another collection is no block of the first listed
  if (isKey[first] && names[first] && names[first] !== order[0]) return given;
  const place = new Map(order.map((c, k) => [c, k] as const));
  const starts = [first];
  for (let i = 1; i < order.length; i++) {
    const previous = starts[i - 1]!;
    let lo = previous + 1;
    names.forEach((c, k) => {
      if (c && place.get(c)! < i && k >= lo) lo = k + 1;
    });
    const pointer = (k: number) => isKey[k]! && (isKey[k - 1]! || k - previous <= POINTER_REACH);
    // its own key amid the fields of a collection listed before it: blocks in another order
    for (let k = previous + 1; k < lo; k++) if (names[k] === order[i] && isKey[k] && !pointer(k)) return given;
    let hi = -1;
    for (let k = lo; k < roots.length && hi < 0; k++) if (names[k] === order[i] && !pointer(k)) hi = k;
    if (hi < 0) return given;
    // a block begun by a value: at a key naming no collection before it, after a plain field, if any
    let unnamed = -1;
    if (!isKey[hi]) for (let k = lo; k < hi; k++) if (isKey[k] && !names[k] && !isKey[k - 1]) unnamed = k;
    starts.push(unnamed >= 0 ? unnamed : hi);
  }
  // the first collection is named in its own block too
  if (!names.some((c, k) => c === order[0] && k < starts[1]!)) return given;
  return blockOwners(roots, first, starts, order);
}

/** What listEndOwners reads of each top-level field, by position in the list. */
export interface ListedRecords<T> {
  readonly roots: readonly T[];
  /** the collection a plain field's own name names, else null (an embedded field: null) */
  readonly names: readonly (string | null)[];
  /** whether a field is one of the record's plain values, not embedded */
  readonly plain: readonly boolean[];
  /** whether a field is an embedded list listed under its own name, with the fields inside it */
  readonly list: readonly boolean[];
  /** as ListedFields.first */
  readonly first: number;
}

/**
 * (rule: records-end-with-lists) A list of records written collection by collection ("bookingRef, …, addOns,
 * addOns.item, departsAt, …") gives each record its plain values first and its embedded lists last, so a block
 * begins at the first plain field after a list listed with its name; an embedded object ("route.origin", its name
 * not listed) ends no record. The order is evidenced by names as listedOrderOwners's: exactly one such boundary
 * between blocks next in the collections list, no collection named after its own block (a key listed once stands in
 * its own block or, pointing at it, in one before: "bookingRef, journeyCode, …"), and at most one collection named
 * nowhere (a key spelt short, "locoNumber", names none).
 *
 * Owners of the top-level fields read so, in the order of `collections`; `given` when the names do not evidence it.
 */
export function listEndOwners<T>(fields: ListedRecords<T>, collections: readonly string[], given: Map<T, string>): Map<T, string> {
  const { roots, names, plain, list, first } = fields;
  const order = [...new Set(collections)];
  if (order.length < MIN_ORDERED || first < 1) return given;
  const starts = [first];
  for (let k = first + 1; k < roots.length; k++) if (plain[k] && list[k - 1]) starts.push(k);
  if (starts.length !== order.length) return given;
  const blockOf = blockAt(starts);
  const place = new Map(order.map((c, k) => [c, k] as const));
  const blocks = names.map((c, k) => (c && k >= first ? place.get(c)! - blockOf(k) : null));
  if (blocks.some((ahead) => ahead !== null && ahead < 0)) return given;
  if (order.filter((c) => !names.some((named, k) => named === c && k >= first)).length > 1) return given;
  return blockOwners(roots, first, starts, order);
}

/** The block the field at position k falls in, blocks beginning at `starts` (ascending). */
const blockAt = (starts: readonly number[]) => (k: number): number => starts.findLastIndex((s) => s <= k);

/** Each top-level field from `first` on owned by the collection of the block it falls in, blocks beginning at `starts` in `order`. */
export function blockOwners<T>(roots: readonly T[], first: number, starts: readonly number[], order: readonly string[]): Map<T, string> {
  const blockOf = blockAt(starts);
  const owners = new Map<T, string>();
  for (let k = first; k < roots.length; k++) owners.set(roots[k]!, order[blockOf(k)]!);
  return owners;
}
