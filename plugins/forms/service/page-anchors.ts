import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';

/**
 * Deep offset pages without stepping over every index entry before them.
 *
 * Positions counted from the OLDEST end of a form's responses do not move when new responses arrive (they are
 * newer than the rows already there), so a cache of every `spacing`-th row's key by position from the oldest end
 * (an "anchor") lets page N start at the nearest anchor and step over fewer than `spacing` entries. The cache
 * lives in the process, and every use re-checks it against the database inside the page's own snapshot:
 *
 * - `generation` (form_counters) moves on with every deletion, spam toggle, erasure and retention sweep, in the
 *   same transaction, whichever process runs it; a different generation drops the cache;
 * - rows arriving out of key order (another process's clock, a transaction committing late) would shift the
 *   positions: the cache keeps how many rows it covered (`covered`, every row up to `newest`), and is used only
 *   while the exact total (counters + unfolded tail) minus the rows newer than `newest` still equals it.
 *
 * The page query, the total and that check run in one repeatable-read snapshot, so a page is exactly what the
 * plain OFFSET query returns at that snapshot. The cache is built once the deep pages served without it have
 * cost as many index entries as building it does (the form's total), so a one-off deep page never pays for it.
 */
export interface Key { at: string; id: string }

interface Anchors {
  generation: number;
  /** anchors[j] is the row at position (j + 1) × spacing − 1 from the oldest end */
  anchors: Key[];
  covered: number;
  newest: Key;
}

export interface AnchorPolicy {
  /** rows between anchors: the most a page steps over with a cache */
  spacing: number;
  /** anchors found per statement while building (each statement steps over spacing × this many entries) */
  perStatement: number;
  /** (form, status) pairs cached per database */
  maxEntries: number;
}

export const ANCHOR_POLICY: AnchorPolicy = { spacing: 1000, perStatement: 100, maxEntries: 256 };

/** Where a page starts: after or before `from` (or at an end), skipping `skip` rows, then taking `take`. */
export interface PagePlan { from: Key | null; direction: 'older' | 'newer'; skip: number; take: number; cost: number }

const START: Key = { at: '-infinity', id: '' };

interface Cache { entries: Map<string, Anchors>; spent: Map<string, number> }
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), spent: new Map() }));
  return cache;
}

/**
 * The cheapest start for rows [offset, offset + limit) of `total`, newest first: from the newest end, from the
 * oldest end, or from the anchor nearest below or above the page. Cost = index entries stepped over and read.
 */
export function planPage(total: number, offset: number, limit: number, anchors: readonly Key[], spacing: number): PagePlan | null {
  const high = total - 1 - offset; // the page's newest row, counted from the oldest end
  if (high < 0) return null;
  const low = Math.max(0, total - offset - limit);
  const take = high - low + 1;
  const plans: PagePlan[] = [
    { from: null, direction: 'older', skip: offset, take, cost: offset + take },
    { from: null, direction: 'newer', skip: low, take, cost: high + 1 },
  ];
  const position = (j: number) => (j + 1) * spacing - 1;
  const below = Math.min(Math.floor(low / spacing), anchors.length) - 1;
  if (below >= 0) plans.push({ from: anchors[below]!, direction: 'newer', skip: low - position(below) - 1, take, cost: high - position(below) });
  const above = Math.ceil((high + 2) / spacing) - 1;
  if (above < anchors.length) plans.push({ from: anchors[above]!, direction: 'older', skip: position(above) - high - 1, take, cost: position(above) - low });
  return plans.reduce((best, plan) => (plan.cost < best.cost ? plan : best));
}

/** `(created_at, id)` beyond `key` in `direction`; a row comparison, so the newest-first indexes serve it as a range. */
export const beyond = (key: Key, direction: 'older' | 'newer'): SQL =>
  direction === 'newer'
    ? sql`(submissions.created_at, submissions.id) > (${key.at}::timestamptz, ${key.id})`
    : sql`(submissions.created_at, submissions.id) < (${key.at}::timestamptz, ${key.id})`;

/** Every `spacing`-th row after `from` (oldest first), up to `count` of them, in one statement. */
async function hop(db: Db, matching: SQL, from: Key, spacing: number, count: number): Promise<Key[]> {
  const result = await db.execute(sql`
    with recursive hop(at, id, n) as (
      select ${from.at}::timestamptz, ${from.id}::text, 0
      union all
      select next.created_at, next.id, hop.n + 1 from hop cross join lateral (
        select submissions.created_at, submissions.id from submissions
        where ${matching} and (submissions.created_at, submissions.id) > (hop.at, hop.id)
        order by submissions.created_at, submissions.id offset ${spacing - 1} limit 1
      ) next
      where hop.n < ${count}
    )
    select at::text as at, id from hop where n > 0 order by n`);
  return rowsOf<Key>(result);
}

/** How many rows are newer than `key`. */
async function newerThan(db: Db, matching: SQL, key: Key): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as fresh from submissions where ${matching} and ${beyond(key, 'newer')}`);
  return Number(rowsOf<{ fresh: number }>(result)[0]!.fresh);
}

async function newestRow(db: Db, matching: SQL): Promise<Key | null> {
  const result = await db.execute(sql`select submissions.created_at::text as at, submissions.id from submissions where ${matching}
    order by submissions.created_at desc, submissions.id desc limit 1`);
  return rowsOf<Key>(result)[0] ?? null;
}

/** Anchors from the last one onwards, covering every row of the snapshot (`total` of them). */
async function extend(db: Db, matching: SQL, base: Pick<Anchors, 'anchors'>, total: number, generation: number, policy: AnchorPolicy): Promise<Anchors | null> {
  const anchors = [...base.anchors];
  for (;;) {
    const found = await hop(db, matching, anchors.at(-1) ?? START, policy.spacing, policy.perStatement);
    anchors.push(...found);
    if (found.length < policy.perStatement) break;
  }
  const newest = await newestRow(db, matching);
  return newest ? { generation, anchors, covered: total, newest } : null;
}

/**
 * The anchors valid in the snapshot of `db` (a repeatable-read transaction), extended over rows that arrived
 * since, or built when deep pages have cost enough; none when the page is better served without them. The cache
 * belongs to `owner`, the database handle the transaction came from.
 */
export async function anchorsFor(
  db: Db, owner: Db, name: string, matching: SQL, snapshot: { total: number; generation: number; directCost: number }, policy: AnchorPolicy,
): Promise<Key[]> {
  const cache = cacheOf(owner);
  const cached = cache.entries.get(name);
  cache.entries.delete(name);
  let entry: Anchors | null = null;
  if (cached && cached.generation === snapshot.generation) {
    const fresh = await newerThan(db, matching, cached.newest);
    if (snapshot.total - fresh === cached.covered) {
      entry = fresh >= policy.spacing ? await extend(db, matching, cached, snapshot.total, snapshot.generation, policy) : cached;
    }
  }
  if (!entry) {
    const spent = (cache.spent.get(name) ?? 0) + snapshot.directCost;
    cache.spent.delete(name);
    cache.spent.set(name, spent);
    trim(cache.spent, policy.maxEntries);
    if (spent < snapshot.total) return [];
    cache.spent.delete(name);
    entry = await extend(db, matching, { anchors: [] }, snapshot.total, snapshot.generation, policy);
    if (!entry) return [];
  }
  cache.entries.set(name, entry);
  trim(cache.entries, policy.maxEntries);
  return entry.anchors;
}

/** Drops the least recently set entries beyond `max` (a Map iterates in insertion order). */
function trim(map: Map<string, unknown>, max: number) {
  for (const stale of map.keys()) {
    if (map.size <= max) return;
    map.delete(stale);
  }
}
