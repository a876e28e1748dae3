/**
 * Sliding-window event counts for the stateful checks (velocity, duplicates). Kept behind this one-method
 * interface so a shared store (Redis, the database) can replace the in-memory one when several servers run.
 */
export interface SlidingWindowStore {
  /** Records one event for `key` at `now` and returns how many events `key` has in the last `windowMs`, this one included. */
  record(key: string, now: number, windowMs: number): number;
}

export interface MemoryWindowStoreLimits {
  /** keys kept at most; the least recently used go first */
  maxKeys: number;
  /** timestamps kept per key; counts saturate here, which is far above every check's limit */
  maxEventsPerKey: number;
}

export const DEFAULT_STORE_LIMITS: MemoryWindowStoreLimits = { maxKeys: 20_000, maxEventsPerKey: 128 };

export interface MemoryWindowStore extends SlidingWindowStore {
  readonly size: number;
}

/** A key's timestamps, linked from the least to the most recently used key. */
interface Entry {
  key: string;
  timestamps: number[];
  older: Entry | null;
  newer: Entry | null;
}

/**
 * In-memory store whose memory is bounded by maxKeys × maxEventsPerKey timestamps, whatever the load. Recency is
 * a linked list beside the map rather than the map's insertion order: reaching a Map's first key walks past every
 * entry deleted before it, which cost 20–40 µs per record once 20 000 keys churned (a flood of distinct payloads).
 */
export function createMemoryWindowStore(limits: MemoryWindowStoreLimits = DEFAULT_STORE_LIMITS): MemoryWindowStore {
  const entries = new Map<string, Entry>();
  let oldest: Entry | null = null;
  let newest: Entry | null = null;

  const unlink = (entry: Entry) => {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = entry.newer = null;
  };
  const append = (entry: Entry) => {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  };

  return {
    get size() {
      return entries.size;
    },
    record(key, now, windowMs) {
      let entry = entries.get(key);
      if (entry) {
        if (entry !== newest) {
          unlink(entry);
          append(entry);
        }
      } else {
        entry = { key, timestamps: [], older: null, newer: null };
        entries.set(key, entry);
        append(entry);
        if (entries.size > limits.maxKeys) {
          const evicted = oldest!;
          unlink(evicted);
          entries.delete(evicted.key);
        }
      }
      const { timestamps } = entry;
      const windowStart = now - windowMs;
      let expired = 0;
      while (expired < timestamps.length && timestamps[expired]! <= windowStart) expired++;
      if (expired) timestamps.splice(0, expired);
      timestamps.push(now);
      if (timestamps.length > limits.maxEventsPerKey) timestamps.shift();
      return timestamps.length;
    },
  };
}
