import { describe, expect, test } from 'bun:test';
import { BoundedCache } from '../../../src/bounded-cache.ts';
import { fastestMs } from '../../support/timing.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { collectionKey } from '../../../plugins/analyzer/engine/ownership.ts';
import { createSchemaMemo, schemaFacts } from '../../../plugins/analyzer/engine/schema-memo.ts';
import { CANON_CACHE_LIMIT, canonCacheSize, canonWord } from '../../../plugins/analyzer/engine/text.ts';
import { ECOMMERCE, makeRegistry, NOW, SHOP_COLLECTIONS, SHOP_FIELDS } from './fixtures.ts';

describe('BoundedCache', () => {
  test('computes a key once and answers later lookups from the cache', () => {
    const cache = new BoundedCache<string, number>(4);
    let calls = 0;
    const compute = (key: string) => {
      calls++;
      return key.length;
    };
    expect(cache.getOrCompute('abc', compute)).toBe(3);
    expect(cache.getOrCompute('abc', compute)).toBe(3);
    expect(calls).toBe(1);
  });

  test('remembers null answers too', () => {
    const cache = new BoundedCache<string, string | null>(4);
    let calls = 0;
    const nothing = () => {
      calls++;
      return null;
    };
    cache.getOrCompute('x', nothing);
    expect(cache.getOrCompute('x', nothing)).toBeNull();
    expect(calls).toBe(1);
  });

  test('never holds more than its limit, dropping the oldest entry first', () => {
    const cache = new BoundedCache<number, number>(3);
    for (let k = 0; k < 10; k++) cache.getOrCompute(k, (n) => n * 2);
    expect(cache.size).toBe(3);
    let recomputed = false;
    cache.getOrCompute(0, () => {
      recomputed = true;
      return 0;
    });
    expect(recomputed).toBe(true);
  });

  test('a deleted key frees its room: no live entry is evicted for the next insert', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.delete('a');
    cache.set('x', 2);
    expect(cache.size).toBe(3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('x')]).toEqual([undefined, 1, 1, 2]);
  });

  test('touch makes a key the newest: least-recently-used order for callers that touch what they use', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.touch('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.touch('missing')).toBeUndefined();
  });

  test('set and delete cycles keep exactly the newest live entries', () => {
    const cache = new BoundedCache<number, number>(8);
    for (let k = 0; k < 10_000; k++) {
      cache.set(k, k);
      if (k % 4 !== 0) cache.delete(k);
    }
    // the last three keys each came and went: the first of them, arriving at a full cache, evicted the oldest
    expect(cache.size).toBe(7);
    expect([cache.get(9996), cache.get(9972), cache.get(9968)]).toEqual([9996, 9972, undefined]);
  });

  // a full cache that keeps taking new keys (every prompt brings new words, every request a new key) must not slow
  // down with its size; measured side by side, so a loaded machine slows both alike
  test('an insert into a full cache of 20,000 costs about what it costs in one of 200', () => {
    const churn = (limit: number) => {
      const cache = new BoundedCache<string, number>(limit);
      for (let k = 0; k < limit; k++) cache.set(`warm${k}`, k);
      return fastestMs((round) => {
        for (let k = 0; k < 5000; k++) cache.set(`r${round}k${k}`, k);
      }, 9);
    };
    churn(200);
    const ratio = churn(20_000) / churn(200);
    console.log(`BoundedCache churn: 20,000 / 200 entries → ${ratio.toFixed(2)}× per insert`);
    expect(ratio).toBeLessThan(5);
  });
});

describe('memoised word functions', () => {
  test('canonWord gives the same answer from the cache as on first sight', () => {
    for (const word of ['countries', 'Movies', 'categories', 'address', 'ratings']) expect(canonWord(word)).toBe(canonWord(word));
    expect(canonWord('countries')).toBe(canonWord('country'));
    expect(canonWord('Movies')).toBe('movie');
  });

  test('the canonWord cache stays bounded whatever the input', () => {
    for (let k = 0; k < 20_000; k++) canonWord(`word${k}x`);
    expect(canonCacheSize()).toBeLessThanOrEqual(CANON_CACHE_LIMIT);
    expect(canonWord('word1x')).toBe('word1x');
  });

  test('collectionKey is stable across calls', () => {
    expect(collectionKey('order_items')).toBe('orderitem');
    expect(collectionKey('order_items')).toBe('orderitem');
    expect(collectionKey('shop.Customers')).toBe(collectionKey('customers'));
  });
});

describe('per-schema memo', () => {
  const registry = makeRegistry(ECOMMERCE);

  test('a repeated schema (new arrays, same names) reuses its detection and field index', () => {
    let detections = 0;
    const schemaFor = createSchemaMemo({ ...registry, detect: (f, c) => (detections++, registry.detect(f, c)) });
    const first = schemaFor([...SHOP_FIELDS], [...SHOP_COLLECTIONS]);
    const again = schemaFor([...SHOP_FIELDS], [...SHOP_COLLECTIONS]);
    expect(again).toBe(first);
    expect(detections).toBe(1);
    expect(first.sector.id).toBe('ecommerce');
  });

  test('a hit answers what a fresh computation would', () => {
    const schemaFor = createSchemaMemo(registry);
    schemaFor(SHOP_FIELDS, SHOP_COLLECTIONS);
    const hit = schemaFor(SHOP_FIELDS, SHOP_COLLECTIONS);
    const fresh = schemaFacts(registry, SHOP_FIELDS, SHOP_COLLECTIONS);
    expect(hit.sector).toEqual(fresh.sector);
    expect(hit.pack).toBe(fresh.pack);
    expect([...hit.collectionKeys]).toEqual([...fresh.collectionKeys]);
    expect(hit.index.entries.map((e) => e.name)).toEqual(fresh.index.entries.map((e) => e.name));
  });

  test('names are not confused by separator characters inside them', () => {
    const schemaFor = createSchemaMemo(registry);
    const joined = schemaFor(['a\u0000b'], []);
    const split = schemaFor(['a', 'b'], []);
    expect(joined).not.toBe(split);
    expect(split.index.entries.map((e) => e.name)).toEqual(['a', 'b']);
    expect(schemaFor(['x'], ['y'])).not.toBe(schemaFor(['x', 'y'], []));
  });

  test('names that run together the same way are told apart', () => {
    const schemaFor = createSchemaMemo(registry);
    const one = schemaFor(['ab', 'c', 'd'], ['things']);
    const two = schemaFor(['a', 'bc', 'd'], ['things']);
    expect(two).not.toBe(one);
    expect(two.index.entries.map((e) => e.name)).toEqual(['a', 'bc', 'd']);
    expect(schemaFor(['ab', 'c', 'd'], ['things'])).toBe(one);
  });

  test('schemas that differ only inside their lists are told apart', () => {
    const schemaFor = createSchemaMemo(registry);
    const one = schemaFor(['a', 'b', 'c', 'd', 'e'], ['things', 'others']);
    const two = schemaFor(['a', 'x', 'c', 'd', 'e'], ['things', 'others']);
    const three = schemaFor(['a', 'b', 'c', 'd', 'e'], ['things', 'more']);
    expect(new Set([one, two, three]).size).toBe(3);
    expect(two.index.entries.map((e) => e.name)).toEqual(['a', 'x', 'c', 'd', 'e']);
    expect(schemaFor(['a', 'x', 'c', 'd', 'e'], ['things', 'others'])).toBe(two);
  });

  test('holds at most its limit of schemas', () => {
    const schemaFor = createSchemaMemo(registry, { limit: 5 });
    for (let k = 0; k < 50; k++) schemaFor([`field${k}`], ['things']);
    expect(schemaFor.size()).toBe(5);
  });

  test('holds at most its budget of names, and always the newest schema', () => {
    const schemaFor = createSchemaMemo(registry, { budget: 10 });
    for (let k = 0; k < 50; k++) schemaFor([`field${k}`, `other${k}`], ['things']);
    expect(schemaFor.size()).toBe(2);
    const wide = Array.from({ length: 40 }, (_, k) => `wide${k}`);
    const facts = schemaFor(wide, ['things']);
    expect(schemaFor.size()).toBe(1);
    expect(schemaFor([...wide], ['things'])).toBe(facts);
  });

  test('drops the least recently used schema first', () => {
    const schemaFor = createSchemaMemo(registry, { limit: 2 });
    const first = schemaFor(['a'], ['things']);
    schemaFor(['b'], ['things']);
    expect(schemaFor(['a'], ['things'])).toBe(first);
    schemaFor(['c'], ['things']);
    expect(schemaFor(['a'], ['things'])).toBe(first);
    expect(schemaFor.size()).toBe(2);
  });

  test('schemas sharing their collections share their reading, each keeping the keys of its own ids', () => {
    const collections = ['kayakers'];
    const keyed = ['paddler_id', 'paddler_name', 'launch_site'];
    const plain = ['stroke_rate', 'launch_site'];
    // read alone: another collection list read in between, so nothing of the first reading is reused
    const plainAlone = schemaFacts(registry, plain, collections);
    schemaFacts(registry, plain, ['moorings']);
    const withIds = schemaFacts(registry, keyed, collections);
    const plainAfter = schemaFacts(registry, plain, collections);
    expect(withIds.collectionKeys.get('paddler')).toBe('kayakers');
    expect(plainAfter.collectionKeys.has('paddler')).toBe(false);
    expect([...plainAfter.collectionKeys]).toEqual([...plainAlone.collectionKeys]);
    expect([...plainAfter.owners.ownerOf].map(([e, owner]) => [e.name, owner])).toEqual([...plainAlone.owners.ownerOf].map(([e, owner]) => [e.name, owner]));
  });

  test('a failing detector is remembered as the generic fallback', () => {
    const schemaFor = createSchemaMemo({ ...registry, detect: () => { throw new Error('bad pack'); } });
    expect(schemaFor(SHOP_FIELDS, SHOP_COLLECTIONS).sector).toEqual({ id: '_generic', label: 'Generic', confidence: 'low' });
    expect(schemaFor(SHOP_FIELDS, SHOP_COLLECTIONS).pack).toBe(registry.generic);
  });
});

describe('engine with warm caches', () => {
  test('repeating a request gives an equal answer and its own sector object', () => {
    const engine = createEngine(makeRegistry(ECOMMERCE));
    const input = { prompt: 'top 5 customers by total revenue in Germany last month', fields: SHOP_FIELDS, collections: SHOP_COLLECTIONS };
    const first = engine.analyze(input, { now: NOW, explain: true });
    first.sector.confidence = 'low';
    const second = engine.analyze({ ...input, fields: [...SHOP_FIELDS] }, { now: NOW, explain: true });
    expect(second.sector.confidence).not.toBe('low');
    const fresh = createEngine(makeRegistry(ECOMMERCE)).analyze(input, { now: NOW, explain: true });
    expect(second).toEqual(fresh);
  });
});
