/** A map that keeps at most `limit` entries, dropping the oldest insert first: memory stays bounded whatever the input. */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    if (!this.map.has(key) && this.map.size >= this.limit) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** The cached value for `key`, computing and storing it on a miss. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined || this.map.has(key)) return hit as V;
    const value = compute(key);
    this.set(key, value);
    return value;
  }
}
