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

/** In-memory store whose memory is bounded by maxKeys × maxEventsPerKey timestamps, whatever the load. */
export function createMemoryWindowStore(limits: MemoryWindowStoreLimits = DEFAULT_STORE_LIMITS): MemoryWindowStore {
  // Map iteration follows insertion order; re-inserting on every touch makes the first key the least recently used.
  const events = new Map<string, number[]>();
  return {
    get size() {
      return events.size;
    },
    record(key, now, windowMs) {
      const timestamps = events.get(key) ?? [];
      events.delete(key);
      const windowStart = now - windowMs;
      let expired = 0;
      while (expired < timestamps.length && timestamps[expired]! <= windowStart) expired++;
      if (expired) timestamps.splice(0, expired);
      timestamps.push(now);
      if (timestamps.length > limits.maxEventsPerKey) timestamps.shift();
      events.set(key, timestamps);
      for (const oldest of events.keys()) {
        if (events.size <= limits.maxKeys) break;
        events.delete(oldest);
      }
      return timestamps.length;
    },
  };
}
