import { BoundedCache } from '../../../src/bounded-cache.ts';

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
  // least recently used keys go first: a key that keeps sending stays counted however many others arrive
  const windows = new BoundedCache<string, number[]>(limits.maxKeys);
  return {
    get size() {
      return windows.size;
    },
    record(key, now, windowMs) {
      let timestamps = windows.touch(key);
      if (!timestamps) windows.set(key, (timestamps = []));
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
