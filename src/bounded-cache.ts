/** One entry, linked from the oldest to the newest. */
interface Node<K, V> {
  key: K;
  value: V;
  older: Node<K, V> | null;
  newer: Node<K, V> | null;
}

/**
 * A map that keeps at most `limit` entries, dropping the oldest first: memory stays bounded whatever the input.
 * "Oldest" is the earliest insert, or the least recently used for callers that `touch` what they use.
 *
 * The order is a linked list beside the map. Evicting through `map.keys().next()` looked simpler, but Bun's Map
 * leaves deleted entries in place until it rehashes, so once a full cache churns every eviction walks past all
 * earlier ones: about 50 µs per insert at 20,000 entries against under 2 µs here.
 */
export class BoundedCache<K, V> {
  private readonly nodes = new Map<K, Node<K, V>>();
  /**
   * The values again, by key: a hit reads its value from here in one step, without going through its node (most
   * look-ups are hits, and on a busy machine each further object read may miss the processor's cache).
   */
  private readonly values = new Map<K, V>();
  private oldest: Node<K, V> | null = null;
  private newest: Node<K, V> | null = null;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.nodes.size;
  }

  get(key: K): V | undefined {
    return this.values.get(key);
  }

  /** A new key goes in as the newest, evicting the oldest when full; an existing key keeps its place. */
  set(key: K, value: V): void {
    const node = this.nodes.get(key);
    if (node) {
      node.value = value;
      this.values.set(key, value);
      return;
    }
    if (this.nodes.size >= this.limit && this.oldest) this.delete(this.oldest.key);
    const added: Node<K, V> = { key, value, older: null, newer: null };
    this.nodes.set(key, added);
    this.values.set(key, value);
    this.append(added);
  }

  /** The value for `key`, now the newest entry (least-recently-used order). */
  touch(key: K): V | undefined {
    const node = this.nodes.get(key);
    if (!node) return undefined;
    if (node !== this.newest) {
      this.unlink(node);
      this.append(node);
    }
    return node.value;
  }

  delete(key: K): void {
    const node = this.nodes.get(key);
    if (!node) return;
    this.unlink(node);
    this.nodes.delete(key);
    this.values.delete(key);
  }

  /** The cached value for `key`, computing and storing it on a miss. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const cached = this.values.get(key);
    // a value may itself be undefined: only then is the key's presence asked
    if (cached !== undefined || this.values.has(key)) return cached as V;
    const value = compute(key);
    this.set(key, value);
    return value;
  }

  private append(node: Node<K, V>): void {
    node.older = this.newest;
    if (this.newest) this.newest.newer = node;
    else this.oldest = node;
    this.newest = node;
  }

  private unlink(node: Node<K, V>): void {
    if (node.older) node.older.newer = node.newer;
    else this.oldest = node.newer;
    if (node.newer) node.newer.older = node.older;
    else this.newest = node.older;
    node.older = node.newer = null;
  }
}
