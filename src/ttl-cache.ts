import { BoundedCache } from './bounded-cache.ts';

/**
 * A BoundedCache whose entries expire after `ttlMs` of the injected clock. Used for hot-path lookups whose
 * staleness bound is documented (key verifications, form definitions).
 */
export class TtlCache<K, V> {
  private readonly entries: BoundedCache<K, { value: V; expiresAt: number }>;
  /** Loads in flight: callers asking for the same key meanwhile share one, so a burst costs one lookup, not N. */
  private readonly loading = new Map<K, Promise<V>>();

  constructor(private readonly ttlMs: number, private readonly clock: () => number, maxEntries = 50_000) {
    this.entries = new BoundedCache(maxEntries);
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.clock()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V): void {
    if (this.ttlMs > 0) this.entries.set(key, { value, expiresAt: this.clock() + this.ttlMs });
  }

  /** Also detaches a load in flight, so what it finds is neither cached nor handed to later callers. */
  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /**
   * The cached value, or the one `load` produces, cached. Concurrent callers for one key share a single load
   * and its outcome; a failed load is not cached, so the next caller tries again.
   */
  through(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    let started: Promise<V>;
    try {
      started = load();
    } catch (error) {
      return Promise.reject(error);
    }
    const loaded = started.then(
      (value) => {
        if (this.loading.get(key) === loaded) {
          this.loading.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}
