import { describe, expect, test } from 'bun:test';
import { TtlCache } from '../../src/ttl-cache.ts';

/** A load that stays pending until the test settles it, counting how often it was started. */
function gatedLoad<V>() {
  const gate = { calls: 0, resolve: (_value: V) => {}, reject: (_error: Error) => {} };
  const load = () => {
    gate.calls++;
    return new Promise<V>((resolve, reject) => Object.assign(gate, { resolve, reject }));
  };
  return { gate, load };
}

describe('TtlCache.through', () => {
  test('concurrent callers for one key share a single load and its value, which is then cached', async () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>(5_000, () => now);
    const { gate, load } = gatedLoad<number>();
    const answers = Promise.all(Array.from({ length: 30 }, () => cache.through('k', load)));
    expect(gate.calls).toBe(1);
    gate.resolve(7);
    expect(await answers).toEqual(Array(30).fill(7));
    expect(await cache.through('k', load)).toBe(7);
    expect(gate.calls).toBe(1);
    now += 5_001;
    void cache.through('k', load);
    expect(gate.calls).toBe(2);
  });

  test('different keys load separately', () => {
    const cache = new TtlCache<string, number>(5_000, () => 0);
    const { gate, load } = gatedLoad<number>();
    void cache.through('a', load);
    void cache.through('b', load);
    expect(gate.calls).toBe(2);
  });

  test('a failed load reaches every waiting caller and is not cached: the next caller loads again', async () => {
    const cache = new TtlCache<string, number>(5_000, () => 0);
    const { gate, load } = gatedLoad<number>();
    const waiting = [cache.through('k', load), cache.through('k', load)].map((answer) => answer.catch((error: Error) => error.message));
    gate.reject(new Error('portal timeout'));
    expect(await Promise.all(waiting)).toEqual(['portal timeout', 'portal timeout']);
    const retry = cache.through('k', load);
    expect(gate.calls).toBe(2);
    gate.resolve(3);
    expect(await retry).toBe(3);
  });

  test('delete during a load: its result is neither cached nor shared; later callers start a new load', async () => {
    const cache = new TtlCache<string, string>(5_000, () => 0);
    const before = gatedLoad<string>();
    const after = gatedLoad<string>();
    const stale = cache.through('k', before.load);
    cache.delete('k');
    const fresh = cache.through('k', after.load);
    expect([before.gate.calls, after.gate.calls]).toEqual([1, 1]);
    before.gate.resolve('valid');
    expect(await stale).toBe('valid');
    expect(cache.get('k')).toBeUndefined();
    after.gate.resolve('revoked');
    expect(await fresh).toBe('revoked');
    expect(cache.get('k')).toBe('revoked');
  });

  test('a load that throws before returning a promise becomes a rejection', async () => {
    const cache = new TtlCache<string, number>(5_000, () => 0);
    const thrown = cache.through('k', () => { throw new Error('sync'); });
    await expect(thrown).rejects.toThrow('sync');
  });

  test('a cache with a zero TTL still shares a load in flight but keeps nothing after it', async () => {
    const cache = new TtlCache<string, number>(0, () => 0);
    const { gate, load } = gatedLoad<number>();
    const both = Promise.all([cache.through('k', load), cache.through('k', load)]);
    expect(gate.calls).toBe(1);
    gate.resolve(1);
    expect(await both).toEqual([1, 1]);
    void cache.through('k', load);
    expect(gate.calls).toBe(2);
  });
});
