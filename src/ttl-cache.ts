import { BoundedCache } from './bounded-cache.ts';

/**
 * A BoundedCache whose entries expire after `ttlMs` of the injected clock. Used for hot-path lookups whose
 * staleness bound is documented (key verifications, form definitions).
 */
export class TtlCache<K, V> {
  private readonly entries: BoundedCache<K, { value: V; expiresAt: number }>;

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

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The cached value, or the one `load` produces, cached. */
  async through(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }
}
